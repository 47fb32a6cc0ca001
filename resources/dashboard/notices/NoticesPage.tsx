import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMutation } from '@tanstack/react-query';
import { ListBase, useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { Notice } from '../../../dataProvider/dashboardWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { SafeHtml } from '../../../src/components/SafeHtml';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { PATHS } from '../../../src/routes/paths';

/** /info/index: platform notices, newest first; opening an unread one marks it read. */
export function NoticesPage() {
  return (
    <PageFrame titleKey={NoticesPage.titleKey}>
      <ListBase resource="notices" perPage={50} disableSyncWithLocation>
        <NoticeAccordions />
      </ListBase>
    </PageFrame>
  );
}

NoticesPage.path = PATHS.notices;
NoticesPage.titleKey = 'app.chrome.route.info_index';

function NoticeAccordions() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Notice>();
  if (isPending) return null;
  if (!data?.length) return <Typography>{translate('app.dashboard.notices.empty')}</Typography>;
  return (
    <Stack spacing={1} data-testid="notices">
      {data.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const notifyFailure = useNotifyFailure();
  const read = useMutation({
    mutationFn: () => dataProvider.readNotice(notice.id),
    onSuccess: refresh,
    onError: notifyFailure,
  });
  const onOpen = (_event: unknown, expanded: boolean) => {
    if (expanded && !notice.read && !read.isPending) read.mutate();
  };
  return (
    <Accordion variant="outlined" onChange={onOpen} data-testid="notice" data-read={notice.read}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={notice.read ? 'default' : 'primary'}
            label={translate(`app.dashboard.notices.${notice.read ? 'read' : 'unread'}`)}
          />
          <Typography sx={{ fontWeight: notice.read ? 400 : 600 }}>{notice.title}</Typography>
          <Typography variant="caption" color="text.secondary">
            {dateTime(notice.publishTime)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <SafeHtml html={notice.content} />
      </AccordionDetails>
    </Accordion>
  );
}
