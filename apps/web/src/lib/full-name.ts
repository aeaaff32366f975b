// TODO(golf-core): replace with `fullName` from '@linksight/golf-core' once it is exported there.
type NameParts = { firstName?: string | null; lastName?: string | null };

/** spec 1 §1: first and last name joined by one space; the word User when both are empty. */
export function fullName({ firstName, lastName }: NameParts): string {
  const parts = [firstName, lastName].map((part) => (part ?? '').trim()).filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : 'User';
}
