import { useState, type CSSProperties } from 'react';
import { CardBack } from './card-back.tsx';
import classes from './card-image.module.css';

type CardImageProps = {
  /** The print's picture; may be empty when the deployment has no image source. */
  imageUrl: string;
  /** Generated face served by our own server, used when `imageUrl` cannot load. */
  faceUrl: string;
  /** Card name, used as the alt text. */
  name: string;
  /** Load at once instead of when scrolled near (the main image of a page). */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
};

type Stage = { src: string; loaded: boolean };

/**
 * Picture hosts that keep failing while none of their pictures loaded: an offline deployment cannot reach
 * them at all, so later cards go straight to their generated face instead of waiting for each failure.
 */
const hostFailures = new Map<string, number>();
const UNREACHABLE_AFTER = 3;

function hostOf(url: string): string {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return url;
  }
}

function initialSource(imageUrl: string, faceUrl: string): string {
  if (!imageUrl) return faceUrl;
  return (hostFailures.get(hostOf(imageUrl)) ?? 0) >= UNREACHABLE_AFTER && faceUrl ? faceUrl : imageUrl;
}

function CardImageFor({ imageUrl, faceUrl, name, eager, className, style }: CardImageProps) {
  const [stage, setStage] = useState<Stage>(() => ({ src: initialSource(imageUrl, faceUrl), loaded: false }));

  const onError = () => {
    // Offline deployments cannot reach the remote picture: our own generated face still shows the card.
    if (stage.src !== faceUrl && faceUrl) {
      const host = hostOf(stage.src);
      hostFailures.set(host, (hostFailures.get(host) ?? 0) + 1);
      setStage({ src: faceUrl, loaded: false });
    } else {
      // Not even the face: the card back stays, with the name for screen readers.
      setStage((current) => ({ ...current, src: '' }));
    }
  };

  const onLoad = () => {
    if (stage.src === imageUrl) hostFailures.delete(hostOf(imageUrl));
    setStage((current) => ({ ...current, loaded: true }));
  };

  return (
    <div
      className={[classes.frame, className].filter(Boolean).join(' ')}
      style={style}
      data-loaded={stage.loaded || undefined}
    >
      <CardBack className={classes.back} />
      {stage.src ? (
        <img
          key={stage.src}
          className={classes.image}
          src={stage.src}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      ) : (
        <span className={classes.srOnly}>{name}</span>
      )}
    </div>
  );
}

/**
 * A card picture at the printed 63:88 ratio, so grids keep their shape while loading. The card back
 * shows until the picture has loaded; a picture that fails falls back to the generated face.
 */
export function CardImage(props: CardImageProps) {
  // A new card in the same slot starts over from its own picture.
  return <CardImageFor key={`${props.imageUrl}|${props.faceUrl}`} {...props} />;
}
