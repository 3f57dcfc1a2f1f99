/**
 * The published `nirvana-search-element.d.ts` (what partner projects copy) held equal to the
 * source at the type level: the type-check of the test command fails when one drifts.
 */
import type { HandOff } from '@nirvana/shared/runtime-config';
import type { LOCALES } from '@nirvana/shared/locales';
import type { NirvanaSearchProps } from './embed/embed-options';
import type { NirvanaHandOff, NirvanaSearchAttributes, NirvanaSearchDetail, NirvanaSearchElement } from './nirvana-search-element';
import type { SearchDetail } from './search-event';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Props = 'hotel' | 'apiBase' | 'handOff' | 'partner' | 'checkin' | 'checkout' | 'adults' | 'children';

// Each line fails to compile when the two sides differ.
const checks = {
  detail: true as Equal<NirvanaSearchDetail, SearchDetail>,
  handOff: true as Equal<Mutable<NirvanaHandOff>, Mutable<HandOff>>,
  properties: true as Equal<Pick<NirvanaSearchElement, Props>, Pick<NirvanaSearchProps, Props>>,
  locales: true as Equal<NonNullable<NirvanaSearchAttributes['lang']>, (typeof LOCALES)[number]>,
} satisfies Record<string, true>;

it('the published element types equal the source (checked by the type-check; these are its verdicts)', () => {
  expect(Object.values(checks).every((v) => v === true)).toBe(true);
});
