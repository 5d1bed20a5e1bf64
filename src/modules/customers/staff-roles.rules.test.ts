import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  allows,
  permissionsOf,
  roleChangeProblem,
  roleColumnOf,
  staffRoleOf,
  type Permission,
} from './staff-roles.rules';

// role × permission → allowed, written out in full so a change to the table is a visible diff.
const TABLE: Record<string, Record<Permission, boolean>> = {
  admin: {
    dashboard: true,
    orders: true,
    customers: true,
    claims: true,
    settings: true,
    staff: true,
    audit: true,
    catalogue: true,
    content: true,
  },
  staff: {
    dashboard: true,
    orders: true,
    customers: true,
    claims: true,
    settings: false,
    staff: false,
    audit: false,
    catalogue: false,
    content: false,
  },
  editor: {
    dashboard: true,
    orders: false,
    customers: false,
    claims: false,
    settings: false,
    staff: false,
    audit: false,
    catalogue: true,
    content: true,
  },
  customer: Object.fromEntries(PERMISSIONS.map((p) => [p, false])) as Record<Permission, boolean>,
  owner: Object.fromEntries(PERMISSIONS.map((p) => [p, false])) as Record<Permission, boolean>,
  '': Object.fromEntries(PERMISSIONS.map((p) => [p, false])) as Record<Permission, boolean>,
};

describe('permission table', () => {
  const cases = Object.entries(TABLE).flatMap(([role, row]) =>
    PERMISSIONS.map((permission) => [role, permission, row[permission]] as const),
  );
  it.each(cases)('%s may %s: %s', (role, permission, expected) => {
    expect(allows(role, permission)).toBe(expected);
  });

  it('nobody without a role gets anything', () => {
    expect(allows(null, 'dashboard')).toBe(false);
    expect(allows(undefined, 'orders')).toBe(false);
    expect(permissionsOf(null)).toEqual([]);
  });

  it('lists a role’s permissions in menu order', () => {
    expect(permissionsOf('staff')).toEqual(['dashboard', 'orders', 'customers', 'claims']);
    expect(permissionsOf('editor')).toEqual(['dashboard', 'catalogue', 'content']);
    expect(permissionsOf('admin')).toEqual([...PERMISSIONS]);
  });
});

describe('role names', () => {
  it.each([
    ['admin', 'owner'],
    ['staff', 'staff'],
    ['editor', 'editor'],
    ['customer', null],
    ['owner', null],
  ] as const)('users.role %s is %s', (column, role) => {
    expect(staffRoleOf(column)).toBe(role);
    if (role) expect(roleColumnOf(role)).toBe(column);
  });
});

describe('the last owner', () => {
  it.each([
    ['owner', 'staff', 1, 'last_owner'],
    ['owner', null, 1, 'last_owner'],
    ['owner', 'editor', 1, 'last_owner'],
    ['owner', 'owner', 1, null],
    ['owner', 'staff', 2, null],
    ['owner', null, 2, null],
    ['staff', null, 1, null],
    ['editor', 'owner', 1, null],
    [null, 'staff', 0, null],
  ] as const)('%s → %s with %i owner(s): %s', (from, to, count, problem) => {
    expect(roleChangeProblem(from, to, count)).toBe(problem);
  });
});
