import { Badge, Box, Button, Field, HStack, IconButton, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { FieldErrorText } from './field-error-text';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { LuImagePlus, LuX } from 'react-icons/lu';
import { useSessionStore } from '../lib/session-context';
import { uploadPhoto, UploadError, uploadMessages, type UploadedPhoto } from '../lib/uploads';

/** Admin spec section 9: at most 8 photos per hotel, room type and package. */
export const MAX_PHOTOS = 8;
export const maxPhotosMessage = (max: number = MAX_PHOTOS): string => `You can upload a maximum of ${max} photos.`;
export const NOT_AN_IMAGE_MESSAGE = 'Only images can be added (JPEG, PNG, WebP, GIF or AVIF).';

/** A photo already hosted (kept as it is) or a newly chosen file shown from an object URL until saved. */
export type PhotoItem =
  { key: string; kind: 'hosted'; url: string } | { key: string; kind: 'pending'; file: File; preview: string };

export interface PhotoPickerOptions {
  /** URLs the record already has (edit forms). Read once, on the first render. */
  initial?: readonly string[];
  max?: number;
  /** Swappable for tests; defaults to POST /api/uploads with the session's bearer token. */
  upload?: (file: File, token: string | null) => Promise<UploadedPhoto>;
}

export interface PhotoPickerState {
  items: readonly PhotoItem[];
  max: number;
  /** Why the last choice or upload was refused; null when all is well. */
  error: string | null;
  uploading: boolean;
  addFiles: (files: Iterable<File>) => void;
  remove: (key: string) => void;
  /**
   * Uploads the newly chosen files one at a time, replacing each preview by its returned URL, and
   * resolves with every photo URL in display order. Rejects with an UploadError (also shown under
   * the picker) at the first refused file; files uploaded before it stay uploaded.
   */
  uploadPending: () => Promise<string[]>;
}

let keyCounter = 0;
const nextKey = (): string => `photo-${(keyCounter += 1)}`;

const isImage = (file: File): boolean => file.type.startsWith('image/');

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
    setError(null);
  }, []);

  const uploadPending = useCallback(async (): Promise<string[]> => {
    setError(null);
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const item of itemsRef.current) {
        if (item.kind === 'hosted') {
          urls.push(item.url);
          continue;
        }
        let uploaded: UploadedPhoto;
        try {
          uploaded = await upload(item.file, sessionStore.getState().token);
        } catch (caught) {
          const failure = caught instanceof UploadError ? caught : new UploadError(uploadMessages.failed, null, null);
          setError(failure.message);
          throw failure;
        }
        release(previews.current, item.preview);
        const hosted: PhotoItem = { key: item.key, kind: 'hosted', url: uploaded.url };
        const next = itemsRef.current.map((candidate) => (candidate.key === item.key ? hosted : candidate));
        itemsRef.current = next;
        setItems(next);
        urls.push(uploaded.url);
      }
      return urls;
    } finally {
      setUploading(false);
    }
  }, [sessionStore, upload]);

  // One object per change of state, so a memoised <PhotoPicker> skips the form's other re-renders.
  return useMemo(
    () => ({ items, max, error, uploading, addFiles, remove, uploadPending }),
    [items, max, error, uploading, addFiles, remove, uploadPending],
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
            <Box
              as="li"
              key={item.key}
              position="relative"
              aspectRatio={4 / 3}
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
              borderWidth="1px"
            >
              <Image
                src={item.kind === 'hosted' ? item.url : item.preview}
                alt={`Photo ${index + 1}`}
                w="full"
                h="full"
                objectFit="cover"
              />
              {item.kind === 'pending' && (
                <Badge position="absolute" bottom="2" left="2" colorPalette="sunset" variant="solid" size="sm">
                  New
                </Badge>
              )}
              <IconButton
                aria-label={`Remove photo ${index + 1}`}
                size="xs"
                variant="solid"
                colorPalette="gray"
                rounded="full"
                position="absolute"
                top="2"
                right="2"
                disabled={busy}
                onClick={() => picker.remove(item.key)}
              >
                <LuX />
              </IconButton>
            </Box>
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
