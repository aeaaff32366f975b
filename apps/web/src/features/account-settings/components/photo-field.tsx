import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES, sniffPhotoType } from '@linksight/api-contract';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { isApiClientError } from '../../../lib/api-client';
import { useAccountSummary } from '../../../lib/account-summary';
import { useSnackbar } from '../../../lib/snackbar';
import { useChangePhoto } from '../api/change-photo';

type PhotoFieldProps = { accountId: number; name: string; hasPhoto: boolean };

/** Checks a chosen file as the API will (type from the bytes, size), answering the message or null. */
async function photoProblem(file: File): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffPhotoType(head) === null ? PHOTO_MESSAGES.notAnImage : null;
}

/** The profile photo: a preview, Upload photo (saved at once) and Remove. */
export function PhotoField({ accountId, name, hasPhoto }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePhoto(accountId);
  const snackbar = useSnackbar();
  const version = useAccountSummary()?.photoVersion;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = await photoProblem(file);
    setProblem(found);
    if (found !== null) return;
    setPreview(URL.createObjectURL(file));
    change.mutate(file, {
      onSuccess: () => snackbar.show({ message: 'Photo updated', severity: 'success' }),
      onError: (error) => {
        setPreview(null);
        setProblem(isApiClientError(error) ? error.message : 'The photo could not be uploaded.');
      },
    });
  };
  const onRemove = () =>
    change.mutate(null, {
      onSuccess: () => {
        setPreview(null);
        snackbar.show({ message: 'Photo removed', severity: 'success' });
      },
    });

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {preview ? (
        <img
          src={preview}
          alt={`${name}, new upload`}
          width={96}
          height={96}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : (
        // Without a photo, the initials: asking for the image answered 404 and logged a console error.
        <AccountAvatar
          accountId={accountId}
          name={name}
          size={96}
          version={version}
          initialsFrom={hasPhoto ? undefined : name}
        />
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Upload photo'}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={PHOTO_TYPES.join(',')}
            aria-label="Photo file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {(hasPhoto || preview) && (
            <Button color="inherit" onClick={onRemove} disabled={change.isPending}>
              Remove
            </Button>
          )}
        </Box>
        <Typography
          variant="body2"
          color={problem ? 'error' : 'text.secondary'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? `JPEG, PNG or WebP, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB`}
        </Typography>
      </Box>
    </Box>
  );
}
