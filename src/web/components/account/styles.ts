import { formLinks } from '../form/styles';
import accountStylesUrl from './account.css?url';

/** Stylesheets of the account pages: `export const links = accountLinks`. */
export const accountLinks = () => [...formLinks(), { rel: 'stylesheet', href: accountStylesUrl }];
