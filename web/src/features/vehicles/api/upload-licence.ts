import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Uploads the photo of a vehicle licence (行驶证); answers where it is served now. */
export const useUploadLicence = () =>
  useMutation({ mutationFn: (file: File) => api.uploadImage(file, file.name) });
