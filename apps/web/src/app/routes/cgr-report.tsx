import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';

export const Component = ReportPlaceholder;
