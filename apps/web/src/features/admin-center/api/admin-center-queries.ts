import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCenterKeys } from './admin-center-keys.ts';
import { getAdminCentreCounters, getLogEntry, type LogKind, searchLog } from './admin-center.api.ts';

export const useAdminCentreCounters = () => useQuery({ queryKey: adminCenterKeys.counters, queryFn: getAdminCentreCounters });

export const useLogSearch = <K extends LogKind>(kind: K, body: object) =>
  useQuery({ queryKey: adminCenterKeys.search(kind, body), queryFn: () => searchLog(kind, body), placeholderData: keepPreviousData });

/** One entry with its details; nothing is asked while no entry is open. */
export const useLogEntry = <K extends LogKind>(kind: K, id: number | null) =>
  useQuery({ queryKey: adminCenterKeys.entry(kind, id ?? 0), queryFn: () => getLogEntry(kind, id!), enabled: id !== null });
