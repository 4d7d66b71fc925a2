import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code is still downloading. */
export function PageLoader() {
  return (
    <Center py={96}>
      <Loader aria-label="加载中" />
    </Center>
  );
}
