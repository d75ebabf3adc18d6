import DotLoading from 'antd-mobile/es/components/dot-loading';

/** Shown while a screen's code, words or first data load. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '96px 0', textAlign: 'center' }}>
      <DotLoading color="primary" />
    </div>
  );
}
