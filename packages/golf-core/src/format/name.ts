/** spec 3 §1: first and last name joined by a space, 'User' when both are empty. */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  const name = [user.firstName?.trim() ?? '', user.lastName?.trim() ?? ''].filter((s) => s !== '').join(' ');
  return name === '' ? 'User' : name;
}
