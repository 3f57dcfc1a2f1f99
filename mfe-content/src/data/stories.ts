import type { ApiClient } from '@nirvana/shared/api/client';
import type { StoryGroup } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { safeCall } from './safe-call';

/** Story groups with their items sorted ascending by ordinal; nothing is fetched for property 0. */
export async function loadStories(api: Pick<ApiClient, 'stories'>, propertyId: number, locale: Locale): Promise<StoryGroup[]> {
  if (!propertyId) return [];
  const groups = await safeCall('stories', () => api.stories(propertyId, locale), []);
  return groups.map((group) => ({ ...group, items: [...group.items].sort((a, b) => a.ordinal - b.ordinal) }));
}
