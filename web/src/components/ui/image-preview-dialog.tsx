import { useLingui } from '@lingui/react/macro';
import { ModalDialog } from './modal-dialog';

/** A picture at full size over the page (a story's photo): labelled by its title, Esc or × closes. */
export function ImagePreviewDialog({ image, onClose }: { image: { src: string; title: string } | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog open={image !== null} title={image?.title ?? ''} closeLabel={t`Close the preview`} onClose={onClose} wide className="image-preview">
      {image ? <img className="image-preview__image" src={image.src} alt={image.title} /> : null}
    </ModalDialog>
  );
}
