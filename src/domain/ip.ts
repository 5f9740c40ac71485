/**
 * IP addresses of a user's whitelist (spec 1 §5: "Invalid IP address"): an IPv4 dotted quad or an
 * IPv6 address (with `::` compression and an optional trailing IPv4 part); no ranges, ports or zones.
 */

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** Whether `text` is an IPv4 address: four decimal parts 0–255 without leading zeros. */
export function isValidIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => IPV4_PART.test(p));
}

/** Whether `text` is an IPv6 address. */
export function isValidIpv6(text: string): boolean {
  if (text.length > 45 || !text.includes(':')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const all = [...head, ...tail];
  let slots = 0;
  for (let i = 0; i < all.length; i++) {
    const group = all[i]!;
    const isLast = i === all.length - 1;
    if (isLast && group.includes('.')) {
      if (!isValidIpv4(group)) return false;
      slots += 2;
    } else if (IPV6_GROUP.test(group)) {
      slots += 1;
    } else {
      return false;
    }
  }
  return halves.length === 2 ? slots <= 7 : slots === 8;
}

/** Whether `text` is an IPv4 or IPv6 address. */
export function isValidIp(text: string): boolean {
  return isValidIpv4(text) || isValidIpv6(text);
}

/**
 * One spelling per address, so duplicates are found however they were typed: IPv4 unchanged, IPv6
 * in its RFC 5952 form (lower case, no leading zeros, the longest run of zero groups as `::`).
 * Returns null for text that is not an address.
 */
export function normalizeIp(text: string): string | null {
  const value = text.trim();
  if (isValidIpv4(value)) return value;
  if (!isValidIpv6(value)) return null;
  const halves = value.toLowerCase().split('::');
  const expand = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group.padStart(4, '0')];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16).padStart(4, '0'), ((c << 8) | d).toString(16).padStart(4, '0')];
        });
  const head = expand(halves[0]!);
  const tail = halves.length === 2 ? expand(halves[1]!) : [];
  const zeros = Array.from({ length: 8 - head.length - tail.length }, () => '0');
  const groups = [...head, ...zeros, ...tail].map((g) => g.replace(/^0+(?=.)/, ''));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return groups.join(':');
  return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLength).join(':')}`;
}
