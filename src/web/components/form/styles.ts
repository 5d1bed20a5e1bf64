import pageStylesUrl from '../page.css?url';
import formStylesUrl from './form.css?url';

/** Stylesheets of pages with forms (login, register, account): `export const links = formLinks`. */
export const formLinks = () => [
  { rel: 'stylesheet', href: pageStylesUrl },
  { rel: 'stylesheet', href: formStylesUrl },
];
