// Chinese messages that only the full calculator shows, never the embed.
export const pageOnly = {
  'pageOnly.verdictImage': '下载图片',
};
