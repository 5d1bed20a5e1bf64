import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../shared/like';
import { userNameText, users } from './customers.tables';

/**
 * Ids of the accounts whose e-mail or name (first, last or both, either order) contains `text`,
 * case-insensitive, as a subquery for another module's statement (`… in (<this>)`): the back
 * office's orders list finds the orders of these customers in one statement, however many
 * accounts match. Served by the trigram indexes on the e-mail and the name.
 */
export function customerIdsMatchingSql(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`select ${users.id} from ${users}
    where ${users.email} ilike ${pattern} or ${userNameText(users)} ilike ${pattern}`;
}
