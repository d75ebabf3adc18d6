import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Uploads a picture for a feedback; answers where it is now served. */
export const useUploadPicture = () =>
  useMutation({ mutationFn: (file: File) => api.uploadImage(file, file.name) });
