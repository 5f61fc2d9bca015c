/**
 * The staff module's public face: what the rest of the server may use of it. Everything else in
 * staff/ is its own business (lint holds it).
 */
export { registerStaffActions } from './staff-action';
export { requireStaff, staffToken } from './staff-context';
export { registerStaffScope, staffOf } from './staff-scope';
export { deleteStaffSessionsOf, findStaffSession } from './staff-sessions';
export type { Staff } from './staff-sessions';
