import type { CalendarItemFieldsFragment, CalendarPageQuery } from '../../gql/graphql';

export type CalendarData = CalendarPageQuery['calendar'];
export type CalendarSectionData = CalendarData['sections'][number];
export type CalendarFilterGroupData = CalendarData['filters'][number];
export type CalendarNoticeData = CalendarData['notices'][number];
export type CalendarItemData = CalendarItemFieldsFragment;
