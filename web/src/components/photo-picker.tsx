import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { api, apiUrl } from '@/lib/api';
import styles from './photo-picker.module.css';

/** What the picker's controls are called, in the form's own words ("photo", "picture"). */
export interface PhotoPickerLabels {
  /** The file input's name: "Add a photo". */
  add: string;
  /** A chosen photo's alt text, by its place from 1: "Photo 1". */
  photo: (index: number) => string;
  /** The name of the button that removes one (its photo's alt text when none). */
  remove?: (index: number) => string;
}

/**
 * Up to `max` images for a form (a dispute, a feedback): each chosen file is uploaded at once
 * through the catalogued image upload and shown by the link it answers; tapping one removes it.
 * `photos` are those links, which the form sends.
 */
export function PhotoPicker({
  photos,
  onChange,
  labels,
  max = 3,
}: {
  photos: string[];
  /** Given the change as a function of the current links (a `useState` setter fits). */
  onChange: (update: (photos: string[]) => string[]) => void;
  labels: PhotoPickerLabels;
  max?: number;
}) {
  const upload = useMutation({ mutationFn: (file: File) => api.uploadImage(file, file.name) });
  const fileId = useId();
  return (
    <div className={styles.row}>
      {photos.map((url, index) => (
        <button
          key={url}
          type="button"
          className={styles.remove}
          aria-label={labels.remove?.(index + 1)}
          onClick={() => onChange((all) => all.filter((photo) => photo !== url))}
        >
          <img src={apiUrl(url)} alt={labels.photo(index + 1)} className={styles.photo} />
          <span aria-hidden>×</span>
        </button>
      ))}
      {photos.length < max ? (
        <label htmlFor={fileId} className={styles.add} aria-hidden>
          +
        </label>
      ) : null}
      <input
        id={fileId}
        className={styles.visuallyHidden}
        type="file"
        aria-label={labels.add}
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.isPending || photos.length >= max}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          // Added to the list as it is when the upload answers (one removed meanwhile stays so).
          if (file)
            upload.mutate(file, { onSuccess: ({ url }) => onChange((all) => [...all, url]) });
        }}
      />
    </div>
  );
}
