import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClosedDay,
  closedDayEnvelopeSchema,
  closedDayListEnvelopeSchema,
  messageEnvelopeSchema,
} from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminDeliveryKeys } from './delivery-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

const CLOSED_DAYS = '/admin/delivery/closed-days';

/** GET /admin/delivery/closed-days: from today on, soonest first. */
export async function getClosedDays() {
  return (await api.get<typeof closedDayListEnvelopeSchema>(CLOSED_DAYS)).data;
}

export const closedDaysQuery = () => queryOptions({ queryKey: adminDeliveryKeys.closedDays(), queryFn: getClosedDays });

export const useClosedDays = () => useQuery(closedDaysQuery());

/** POST /admin/delivery/closed-days: closing a closed day again only changes its reason. */
export async function closeDay(day: ClosedDay) {
  return (await api.post<typeof closedDayEnvelopeSchema>(CLOSED_DAYS, day)).data;
}

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.closedDays()),
  });
}

/** DELETE /admin/delivery/closed-days/:date */
export async function reopenDay(date: string) {
  return api.delete<typeof messageEnvelopeSchema>(`${CLOSED_DAYS}/${encodeURIComponent(date)}`);
}

export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDay,
    onSuccess: () => refreshAfterWrite(queryClient, adminDeliveryKeys.closedDays()),
  });
}
