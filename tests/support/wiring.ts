/**
 * Each test file's process wires the modules as src/server/app.ts does at start: page and
 * module tests place and move orders without building an app, and their invoices and e-mails
 * must follow as in production.
 */
import { followOrdersAndRefunds } from '../../src/modules/invoices';

followOrdersAndRefunds();
