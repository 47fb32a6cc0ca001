import { useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, List, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { SLOT_RULES } from '../../../src/domain/fileRules';
import type { FileSlot } from '../../../src/domain/fileRules';
import { RegisteredFileRow } from './RegisteredFileRow';
import { UploadItemRow } from './UploadItemRow';
import type { UploadItem } from './useTaskUploads';
import type { SlotRequirement } from './slotRequirement';

interface FileSlotCardProps {
  slot: FileSlot;
  /** For a slot the order's type decides (the DLP models): whether it must be filled, and why. */
  requirement?: SlotRequirement;
  files: readonly TaskFile[];
  /** The local copy of a file chosen during this visit, by registered id. */
  localFiles: Readonly<Record<string, File>>;
  items: readonly UploadItem[];
  /** Why files of the last selection were refused. */
  refusals: readonly string[];
  editable: boolean;
  /** Registered files whose DELETE is on its way. */
  deleting: ReadonlySet<string>;
  /** Whether a submitted version holds the file (replace only, never delete). */
  isSubmitted(file: TaskFile): boolean;
  onDismissRefusals(slot: FileSlot): void;
  /** `replaces`: the registered file the chosen one takes the place of. */
  onChoose(slot: FileSlot, files: File[], replaces?: TaskFile): void;
  onDelete(file: TaskFile): void;
  onCancel(localId: number): void;
  onRetry(localId: number): void;
  onRemove(localId: number): void;
}

/** One slot of the delivery (CAD file, engraved-line model, ...): its files and its uploads. */
export function FileSlotCard(props: FileSlotCardProps) {
  const { slot, files, items, editable } = props;
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  // The file the next choice of the replace input takes the place of.
  const [replacing, setReplacing] = useState<TaskFile>();
  const replacedIds = new Set(items.flatMap((item) => (item.replaces ? [item.replaces.id] : [])));
  const rule = SLOT_RULES[slot];
  const count = files.length + items.length;
  const required = props.requirement?.required ?? rule.min > 0;
  const short = required && rule.countKey !== undefined && count < rule.min;
  const hint = props.requirement
    ? translate(props.requirement.hintKey, props.requirement.hintOptions)
    : translate(short && rule.countKey ? rule.countKey : `app.upload.hints.${slot}`);
  return (
    <Card variant="outlined" data-testid={`slot-${slot}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`app.upload.slots.${slot}`)}
        </Typography>
        <Typography
          variant="body2"
          color={short ? 'warning.main' : 'text.secondary'}
          data-testid={`slot-hint-${slot}`}
          data-short={short}
        >
          {hint}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple={rule.max > 1}
          // No `accept` filter: a wrong file must reach the rules, which say what is wrong.
          data-testid={`choose-${slot}`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length > 0) props.onChoose(slot, chosen);
          }}
        />
        <input
          ref={replaceInput}
          type="file"
          hidden
          data-testid={`replace-${slot}`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length > 0 && replacing) props.onChoose(slot, chosen, replacing);
            setReplacing(undefined);
          }}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={!editable}
          onClick={() => input.current?.click()}
          sx={{ mt: 1 }}
        >
          {translate('app.upload.actions.choose')}
        </Button>
        {editable && files.length > 0 && count >= rule.max && (
          <Typography variant="body2" color="text.secondary" data-testid="replace-hint">
            {translate('app.upload.replace_hint')}
          </Typography>
        )}
        {props.refusals.length > 0 && (
          <Alert
            severity="warning"
            data-testid="refusals"
            onClose={() => props.onDismissRefusals(slot)}
            sx={{ mt: 1, whiteSpace: 'pre-line' }}
          >
            {props.refusals.join('\n')}
          </Alert>
        )}
        <List dense>
          {files.map((file) => (
            <RegisteredFileRow
              key={file.id}
              file={file}
              localFile={props.localFiles[file.id]}
              onDelete={editable && !props.isSubmitted(file) ? props.onDelete : undefined}
              onReplace={
                editable
                  ? (replaced) => {
                      setReplacing(replaced);
                      replaceInput.current?.click();
                    }
                  : undefined
              }
              submitted={props.isSubmitted(file)}
              deleting={props.deleting.has(file.id) || replacedIds.has(file.id)}
            />
          ))}
          {items.map((item) => (
            <UploadItemRow
              key={item.localId}
              item={item}
              onCancel={props.onCancel}
              onRetry={props.onRetry}
              onRemove={props.onRemove}
            />
          ))}
        </List>
        {count === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.upload.empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
