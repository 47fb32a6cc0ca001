import {
  Box,
  Button,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { useFormatters } from '../../../src/format/useFormatters';
import { downloadHref, stlPreviewPath } from '../shared/taskLinks';

export interface FileRow {
  id: string;
  name: string;
  link: string;
  /** The STL to preview; "" when none. */
  stl: string;
  size?: number;
  /** What the file is (upper jaw, bite...), for case files. */
  label?: string;
}

/** Files with their size, a download link and, for meshes, a link to the STL preview. */
export function FileTable({ files, testId }: { files: FileRow[]; testId: string }) {
  const translate = useTranslate();
  const { fileSize } = useFormatters();
  const labelled = files.some((file) => file.label !== undefined);
  if (files.length === 0) {
    return <Typography variant="body2">{translate('app.orders.detail.none')}</Typography>;
  }
  const size = (file: FileRow) => (file.size === undefined ? '' : fileSize(file.size));
  // On a phone, one entry a file: name, then kind and size, then its links (issue 40).
  const phone = (
    <List dense disablePadding data-testid={testId}>
      {files.map((file) => (
        <ListItem key={file.id} divider data-testid="file-row" sx={{ display: 'block', px: 0 }}>
          <Typography variant="body2">{file.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {labelled && <span data-testid="file-kind">{file.label}</span>}
            {labelled && ' · '}
            {size(file)}
          </Typography>
          <Box>
            <FileLinks link={file.link} stl={file.stl} name={file.name} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
  return (
    <PhoneOrTable phone={phone}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.orders.detail.file_name')}</TableCell>
            {labelled && <TableCell>{translate('app.orders.case_zip.kind_column')}</TableCell>}
            <TableCell>{translate('app.orders.detail.file_size')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id} data-testid="file-row">
              <TableCell>{file.name}</TableCell>
              {labelled && <TableCell data-testid="file-kind">{file.label}</TableCell>}
              <TableCell>{size(file)}</TableCell>
              <TableCell align="right">
                <FileLinks link={file.link} stl={file.stl} name={file.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PhoneOrTable>
  );
}

/** Preview (meshes only) and download links of one file; nothing for a non-http link. */
export function FileLinks({ link, stl, name }: { link: string; stl: string; name: string }) {
  const translate = useTranslate();
  const origin = window.location.origin;
  const href = downloadHref(link, origin, name);
  const preview = stl ? stlPreviewPath(stl, origin, name) : undefined;
  return (
    <>
      {preview && (
        <Button size="small" component={Link} to={preview} target="_blank">
          {translate('app.orders.actions.preview')}
        </Button>
      )}
      {href && (
        <Button size="small" href={href} download={name}>
          {translate('app.orders.actions.download')}
        </Button>
      )}
    </>
  );
}
