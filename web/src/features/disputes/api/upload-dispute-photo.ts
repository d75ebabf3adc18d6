import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Uploads a photo for a dispute (the catalogued image upload); answers its signed link. */
export const useUploadDisputePhoto = () =>
  useMutation({ mutationFn: (file: File) => api.uploadImage(file, file.name) });
