/**
 * The country's provinces and wards, read from the API once per visit: one home for the lookups the
 * shopper's address form and the admin's delivery zones both make.
 */
export { locationKeys } from './api/location-keys';
export { getProvinces, provincesQueryOptions, useProvinces } from './api/get-provinces';
export { getWards, useWards, wardsQueryOptions } from './api/get-wards';
