import type { GeoPoint, IngestIssue } from './types';

/**
 * Field checks that record a problem with its JSON path and a message naming the place in words
 * ("hole 7 shot 3: latitude must be between -90 and 90"), and return the value when it is good.
 */
export class Checker {
  readonly issues: IngestIssue[] = [];

  constructor(private readonly limit = MAX_ISSUES) {}

  add(path: string, where: string, text: string): void {
    if (this.issues.length < this.limit)
      this.issues.push({ path, message: where ? `${where}: ${text}` : text });
  }

  get isFull(): boolean {
    return this.issues.length >= this.limit;
  }

  object(value: unknown, path: string, where: string, name: string): Record<string, unknown> | undefined {
    if (isRecord(value)) return value;
    this.add(path, where, `${name} must be an object`);
    return undefined;
  }

  integer(
    value: unknown,
    path: string,
    where: string,
    name: string,
    min: number,
    max: number,
  ): number | undefined {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    if (typeof value === 'number' && Number.isInteger(value))
      this.add(
        path,
        where,
        `${name} ${value} is ${value < min ? 'below' : 'above'} the allowed ${min}–${max}`,
      );
    else this.add(path, where, `${name} must be a whole number from ${min} to ${max}`);
    return undefined;
  }

  number(
    value: unknown,
    path: string,
    where: string,
    name: string,
    min: number,
    max: number,
  ): number | undefined {
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
    if (typeof value === 'number' && Number.isFinite(value))
      this.add(path, where, `${name} out of range (${min} to ${max})`);
    else this.add(path, where, `${name} must be a number from ${min} to ${max}`);
    return undefined;
  }

  string(value: unknown, path: string, where: string, name: string, maxLength: number): string | undefined {
    if (typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength)
      return value.trim();
    this.add(path, where, `${name} must be text of 1 to ${maxLength} characters`);
    return undefined;
  }

  boolean(value: unknown, path: string, where: string, name: string): boolean | undefined {
    if (typeof value === 'boolean') return value;
    this.add(path, where, `${name} must be true or false`);
    return undefined;
  }

  /** `nameOf` says what each allowed code means, so the message is more than numbers ("1 (Practice)"). */
  oneOf<T extends string | number>(
    value: unknown,
    allowed: readonly T[],
    path: string,
    where: string,
    name: string,
    nameOf?: (value: T) => string,
  ): T | undefined {
    if (allowed.includes(value as T)) return value as T;
    const listed = allowed.map((a) => (nameOf ? `${a} (${nameOf(a)})` : String(a)));
    this.add(path, where, `${name} must be one of ${listed.join(', ')}`);
    return undefined;
  }

  /** spec 3 §5: a GPS point has both latitude and longitude, here within their ranges. */
  point(value: unknown, path: string, where: string, name: string): GeoPoint | undefined {
    const o = this.object(value, path, where, name);
    if (!o) return undefined;
    const latitude = this.number(o.latitude, `${path}.latitude`, where, 'latitude', -90, 90);
    const longitude = this.number(o.longitude, `${path}.longitude`, where, 'longitude', -180, 180);
    return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
  }
}

/** More issues than this in one document are not listed (the first ones are what a person fixes). */
export const MAX_ISSUES = 200;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional field: absent or null → the fallback, else the check. */
export function optional<T>(
  value: unknown,
  fallback: T,
  check: (v: unknown) => T | undefined,
): T | undefined {
  return value === undefined || value === null ? fallback : check(value);
}
