/** The roles, their names and their order: packages/api's, the one definition both sides read. */
export { hasRole, Role, roleName, roleOf } from '@formwright/api';
