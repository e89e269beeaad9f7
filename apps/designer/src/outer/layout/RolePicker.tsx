/** A role's drop-down of the administration screens: the roles offered by name, the chosen one read back as a Role. */
import { roleName, roleOf, type Role } from '../session/roles';

/** Props of RolePicker. */
export interface RolePickerProps {
  readonly value: Role;
  /** The roles offered, in order. */
  readonly roles: readonly Role[];
  /** The role chosen (undefined for a value that is no role). */
  readonly onChange: (role: Role | undefined) => void;
  readonly disabled?: boolean;
  readonly 'aria-label'?: string;
}

/** The role drop-down. */
export function RolePicker({ value, roles, onChange, disabled, 'aria-label': label }: RolePickerProps) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(roleOf(e.target.value))}
    >
      {roles.map((r) => (
        <option key={r} value={r}>
          {roleName(r)}
        </option>
      ))}
    </select>
  );
}
