import { apiPaths, type Gallery } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { QueryGate } from './viewer-access';

/** spec 3 §7 account gallery: the featured images of the profile's gallery widget. */
export function getFeaturedImages(accountId: number): Promise<Gallery> {
  return apiClient.get<Gallery>(
    apiPaths.players.gallery(accountId, { mediaTypes: 'image', isFeatured: true }),
  );
}

export const featuredImagesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'gallery', 'featured-images'],
    queryFn: () => getFeaturedImages(accountId),
  });

export function useFeaturedImages(accountId: number, { isEnabled = true }: QueryGate = {}) {
  return useQuery({ ...featuredImagesQueryOptions(accountId), enabled: isEnabled });
}
