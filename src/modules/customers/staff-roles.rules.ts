/**
 * Who may do what in the back office (issue 16): three staff roles and the permission table.
 * Pure and table-tested. The `users.role` column keeps `admin` for the owner — the value every
 * existing administrator and `npm run admin:create` already write — and adds `staff` and
 * `editor`; the API and pages speak of `owner` (`staffRoleOf` / `roleColumnOf` translate).
 */

/** Values of `users.role`. */
export const USER_ROLES = ['customer', 'admin', 'staff', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles of the back office, as the API and the pages name them. */
export const STAFF_ROLES = ['owner', 'staff', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a back-office page or action needs; the words the dashboard and settings pages use too. */
export const PERMISSIONS = [
  'dashboard',
  'orders',
  'customers',
  'claims',
  'settings',
  'staff',
  'audit',
  'catalogue',
  'content',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  staff: ['dashboard', 'orders', 'customers', 'claims'],
  editor: ['dashboard', 'catalogue', 'content'],
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  STAFF_ROLES.includes(value as StaffRole);

/** The back-office role of a `users.role` value; null for a customer (or anything unknown). */
export function staffRoleOf(role: string | null | undefined): StaffRole | null {
  if (role === 'admin') return 'owner';
  if (role === 'staff' || role === 'editor') return role;
  return null;
}

/** The `users.role` value of a back-office role. */
export function roleColumnOf(role: StaffRole): UserRole {
  return role === 'owner' ? 'admin' : role;
}

/** Whether a `users.role` value grants a permission: customers and unknown roles get nothing. */
export function allows(role: string | null | undefined, permission: Permission): boolean {
  const staffRole = staffRoleOf(role);
  return staffRole !== null && GRANTS[staffRole].includes(permission);
}

/** Every permission of a `users.role` value, in the table's order (the menu's order). */
export function permissionsOf(role: string | null | undefined): Permission[] {
  const staffRole = staffRoleOf(role);
  return staffRole ? [...GRANTS[staffRole]] : [];
}

/**
 * Why a role change (or a removal: `to` null) may not happen, or null. The shop always keeps an
 * owner: the last one can be neither demoted nor removed, by anyone, themselves included.
 */
export function roleChangeProblem(
  from: StaffRole | null,
  to: StaffRole | null,
  ownerCount: number,
): 'last_owner' | null {
  if (from === 'owner' && to !== 'owner' && ownerCount <= 1) return 'last_owner';
  return null;
}
