import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';
import { rememberPrincipal } from './remember-principal';

/** Uploads the picture, then makes it the member's avatar. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { url } = await api.uploadImage(file, file.name);
      return api.updateMemberAvatar({ accountPic: url });
    },
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.info, member);
      rememberPrincipal(member);
    },
  });
}
