import type { ApiClient } from '@nirvana/shared/api/client';
import type { CategoryContent, CategoryKind } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import type { CategoryCode } from '@nirvana/shared/routes';
import { safeCall } from './safe-call';

/** Which category calls a page makes, by its category code (SPA loads the outlets and the spa). */
export const CATEGORY_CALLS: Record<CategoryCode, readonly CategoryKind[]> = {
  GASTRONOMY: ['gastronomy'],
  SPA: ['outlet', 'spa'],
  CONTACT: ['contact'],
  CERTIFICATE: ['certificate'],
  OUTLET: ['outlet'],
};

export function categoryKindsOf(code: string | null | undefined): readonly CategoryKind[] {
  return code && code in CATEGORY_CALLS ? CATEGORY_CALLS[code as CategoryCode] : [];
}

/** The category content of a page, one entry per call that answered (failures are left out). */
export async function loadCategoryContent(
  api: Pick<ApiClient, 'categoryContent'>,
  pageId: number,
  code: string | null | undefined,
  locale: Locale,
): Promise<CategoryContent[]> {
  const kinds = categoryKindsOf(code);
  if (!pageId || kinds.length === 0) return [];
  const answers = await Promise.all(
    kinds.map((kind) => safeCall(`${kind} content`, () => api.categoryContent(pageId, kind, locale), null)),
  );
  return answers.filter((a): a is CategoryContent => a !== null);
}
