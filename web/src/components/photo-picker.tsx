import { Badge, Box, Button, Field, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_PHOTOS, maxPhotosMessage } from '@travel/contract';
import { FieldErrorText } from './field-error-text';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { LuImagePlus, LuX } from 'react-icons/lu';
import { useSessionStore } from '../lib/session-context';
import { UploadCancelled, uploadPhoto, UploadError, uploadMessages, type UploadedPhoto, type UploadOptions } from '../lib/uploads';

/** Admin spec section 9: at most 8 photos per hotel, room type and package (the contract's limit, the server's too). */
export { MAX_PHOTOS, maxPhotosMessage };
export const NOT_AN_IMAGE_MESSAGE = 'Only images can be added (JPEG, PNG, WebP, GIF or AVIF).';
/** Under the picker when some photos were refused; each refused photo says why on its own tile. */
export const uploadFailedSummary = (count: number): string =>
  count === 1 ? '1 photo could not be uploaded.' : `${count} photos could not be uploaded.`;

/** A photo already hosted (kept as it is) or a newly chosen file shown from an object URL until saved. */
export type PhotoItem =
  { key: string; kind: 'hosted'; url: string } | { key: string; kind: 'pending'; file: File; preview: string };

export interface PhotoPickerOptions {
  /** URLs the record already has (edit forms). Read once, on the first render. */
  initial?: readonly string[];
  max?: number;
  /** Swappable for tests; defaults to POST /api/uploads with the session's bearer token. */
  upload?: (file: File, token: string | null, options: UploadOptions) => Promise<UploadedPhoto>;
}

export interface PhotoPickerState {
  items: readonly PhotoItem[];
  max: number;
  /** Why the last choice or upload was refused; null when all is well. */
  error: string | null;
  uploading: boolean;
  /** Sent part (0 to 1) of each file while its upload runs, by item key; queued files have none yet. */
  progress: Readonly<Record<string, number>>;
  /** Why a file was refused at the last save, by item key; the file stays for another try. */
  fileErrors: Readonly<Record<string, string>>;
  /** Stops a file's upload (or its turn in the queue) and leaves it out of the record. */
  cancel: (key: string) => void;
  addFiles: (files: Iterable<File>) => void;
  remove: (key: string) => void;
  /**
   * Uploads the newly chosen files one at a time, replacing each preview by its returned URL, and
   * resolves with every photo URL in display order. A refused file is marked with its reason and the
   * others still go; then it rejects with the first refusal (an UploadError), and the files that went
   * stay uploaded for the next try. A cancelled file is left out.
   */
  uploadPending: () => Promise<string[]>;
}

/** Whether the photos differ from the record's (added, removed, reordered or not yet uploaded). */
export const photosChanged = (items: readonly PhotoItem[], initial: readonly string[]): boolean =>
  items.length !== initial.length || items.some((item, index) => item.kind !== 'hosted' || item.url !== initial[index]);

let keyCounter = 0;
const nextKey = (): string => `photo-${(keyCounter += 1)}`;

const isImage = (file: File): boolean => file.type.startsWith('image/');

const without = <T,>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  if (!(key in record)) return record as Record<string, T>;
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

const release = (live: Set<string>, preview: string): void => {
  URL.revokeObjectURL(preview);
  live.delete(preview);
};

/** The state behind <PhotoPicker>: hosted URLs and pending files, with the 8-photo limit. */
export const usePhotoPicker = ({
  initial = [],
  max = MAX_PHOTOS,
  upload = uploadPhoto,
}: PhotoPickerOptions = {}): PhotoPickerState => {
  const sessionStore = useSessionStore();
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map((url) => ({ key: nextKey(), kind: 'hosted', url })));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  // The running upload's stopper and the files cancelled before their turn.
  const controllers = useRef(new Map<string, AbortController>());
  // The committed list, for handlers that must not wait for a re-render (several choices in a row).
  const itemsRef = useRef(items);
  // Object URLs not yet revoked: released when their photo goes away and when the picker unmounts.
  const previews = useRef(new Set<string>());

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    const live = previews.current;
    return () => {
      live.forEach((url) => URL.revokeObjectURL(url));
      live.clear();
    };
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const chosen = Array.from(files);
      const images = chosen.filter(isImage);
      const room = Math.max(0, max - itemsRef.current.length);
      const accepted = images.slice(0, room);
      const added: PhotoItem[] = accepted.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: nextKey(), kind: 'pending', file, preview };
      });
      const next = [...itemsRef.current, ...added];
      itemsRef.current = next;
      setItems(next);
      if (images.length > accepted.length) setError(maxPhotosMessage(max));
      else if (images.length < chosen.length) setError(NOT_AN_IMAGE_MESSAGE);
      else setError(null);
    },
    [max],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    if (item?.kind === 'pending') release(previews.current, item.preview);
    const next = itemsRef.current.filter((candidate) => candidate.key !== key);
    itemsRef.current = next;
    setItems(next);
    setFileErrors((current) => without(current, key));
    setError(null);
  }, []);

  const cancel = useCallback(
    (key: string) => {
      const running = controllers.current.get(key);
      // The running upload rejects with UploadCancelled and the loop removes it; a queued one goes now.
      if (running) running.abort();
      else remove(key);
    },
    [remove],
  );

  const uploadPending = useCallback(async (): Promise<string[]> => {
    setError(null);
    setFileErrors({});
    setUploading(true);
    const refused = new Map<string, UploadError>();
    try {
      for (const item of [...itemsRef.current]) {
        // Hosted photos stay as they are; a file cancelled while queued is no longer in the list.
        if (item.kind === 'hosted' || !itemsRef.current.some((candidate) => candidate.key === item.key)) continue;
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        setProgress((current) => ({ ...current, [item.key]: 0 }));
        let uploaded: UploadedPhoto;
        try {
          uploaded = await upload(item.file, sessionStore.getState().token, {
            signal: controller.signal,
            onProgress: (fraction) => setProgress((current) => ({ ...current, [item.key]: fraction })),
          });
        } catch (caught) {
          if (caught instanceof UploadCancelled) remove(item.key);
          else refused.set(item.key, caught instanceof UploadError ? caught : new UploadError(uploadMessages.failed, null, null));
          continue;
        } finally {
          controllers.current.delete(item.key);
          setProgress((current) => without(current, item.key));
        }
        release(previews.current, item.preview);
        const hosted: PhotoItem = { key: item.key, kind: 'hosted', url: uploaded.url };
        const next = itemsRef.current.map((candidate) => (candidate.key === item.key ? hosted : candidate));
        itemsRef.current = next;
        setItems(next);
      }
      const [first] = refused.values();
      if (first) {
        setFileErrors(Object.fromEntries([...refused].map(([key, failure]) => [key, failure.message])));
        setError(uploadFailedSummary(refused.size));
        throw first;
      }
      return itemsRef.current.flatMap((item) => (item.kind === 'hosted' ? [item.url] : []));
    } finally {
      setUploading(false);
    }
  }, [remove, sessionStore, upload]);

  // One object per change of state, so a memoised <PhotoPicker> skips the form's other re-renders.
  return useMemo(
    () => ({ items, max, error, uploading, progress, fileErrors, cancel, addFiles, remove, uploadPending }),
    [items, max, error, uploading, progress, fileErrors, cancel, addFiles, remove, uploadPending],
  );
};

interface PhotoTileProps {
  item: PhotoItem;
  number: number;
  /** Sent part (0 to 1) while this file uploads. */
  progress: number | undefined;
  failure: string | undefined;
  /** A save is uploading the picker's files: new files can be cancelled, nothing removed. */
  uploading: boolean;
  busy: boolean;
  onRemove: (key: string) => void;
  onCancel: (key: string) => void;
}

/** One photo: its picture, and for a new file its upload's progress, its Cancel button or its refusal. */
const PhotoTile = ({ item, number, progress, failure, uploading, busy, onRemove, onCancel }: PhotoTileProps) => {
  const failureId = useId();
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  const pending = item.kind === 'pending';
  return (
    <Stack as="li" gap="1.5" aria-describedby={failure ? failureId : undefined}>
      <Box position="relative" aspectRatio={4 / 3} borderRadius="md" overflow="hidden" bg="bg.muted" borderWidth="1px" borderColor={failure ? 'border.error' : undefined}>
        <Image src={item.kind === 'hosted' ? item.url : item.preview} alt={`Photo ${number}`} w="full" h="full" objectFit="cover" />
        {pending && (
          <Badge position="absolute" bottom="2" left="2" colorPalette={failure ? 'red' : 'sunset'} variant="solid" size="sm">
            {failure ? 'Failed' : 'New'}
          </Badge>
        )}
        {pending && uploading ? (
          // Cancel stops this file only; the save goes on without it.
          <Button
            aria-label={`Cancel upload of photo ${number}`}
            size="xs"
            variant="solid"
            colorPalette="gray"
            position="absolute"
            top="2"
            right="2"
            onClick={() => onCancel(item.key)}
          >
            Cancel
          </Button>
        ) : (
          <IconButton
            aria-label={`Remove photo ${number}`}
            size="xs"
            variant="solid"
            colorPalette="gray"
            rounded="full"
            position="absolute"
            top="2"
            right="2"
            disabled={busy}
            onClick={() => onRemove(item.key)}
          >
            <LuX />
          </IconButton>
        )}
      </Box>
      {percent !== undefined && (
        <Box
          role="progressbar"
          aria-label={`Uploading photo ${number}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          h="1.5"
          borderRadius="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box h="full" w={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
        </Box>
      )}
      {failure && (
        <Text id={failureId} fontSize="xs" color="fg.error">
          {failure}
        </Text>
      )}
    </Stack>
  );
};

interface PhotoPickerProps {
  picker: PhotoPickerState;
  label?: string;
  /** A message from outside (form validation, the API's `photos` field error). */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Photos of a record: hosted ones and newly chosen ones side by side, each removable. New files are
 * uploaded only when the form saves (through `picker.uploadPending()`), so abandoning a form leaves
 * nothing behind on the server.
 */
export const PhotoPicker = memo(function PhotoPicker({ picker, label = 'Photos', error, disabled = false }: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const message = picker.error ?? error;
  const busy = disabled || picker.uploading;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) picker.addFiles(event.target.files);
    // Let the same file be chosen again after it was removed.
    event.target.value = '';
  };

  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      {picker.items.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3" w="full">
          {picker.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              number={index + 1}
              progress={picker.progress[item.key]}
              failure={picker.fileErrors[item.key]}
              uploading={picker.uploading}
              busy={busy}
              onRemove={picker.remove}
              onCancel={picker.cancel}
            />
          ))}
        </SimpleGrid>
      )}
      <HStack gap="3" flexWrap="wrap">
        <input ref={inputRef} id={inputId} type="file" accept="image/*" multiple hidden disabled={busy} onChange={onChange} />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
          <LuImagePlus aria-hidden="true" /> Add photos
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {picker.items.length} of {picker.max} photos
          {picker.items.some((item) => item.kind === 'pending') ? ' · new photos upload when you save' : ''}
        </Text>
      </HStack>
      {message && <FieldErrorText>{message}</FieldErrorText>}
    </Field.Root>
  );
});
