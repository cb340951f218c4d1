import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { playerController } from '../player-controller.ts';

interface MusicErrorBoundaryProps {
  children: ReactNode;
}

interface MusicErrorBoundaryState {
  crashed: boolean;
}

/**
 * Keeps a crash of the music area inside it: "Music Library Error" with Refresh Page, while the
 * timer and the rest of the page go on working.
 */
export class MusicErrorBoundary extends Component<MusicErrorBoundaryProps, MusicErrorBoundaryState> {
  override state: MusicErrorBoundaryState = { crashed: false };

  static getDerivedStateFromError(): MusicErrorBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The music player crashed', error, info.componentStack);
    // Its controls are gone: music nobody can stop would be worse than silence.
    try {
      playerController.halt();
    } catch {
      // Nothing more to do.
    }
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <section className="player-card music-error" role="alert" data-testid="music-error">
        <h2 className="music-error-title">
          <Trans>Music Library Error</Trans>
        </h2>
        <p>
          <Trans>The music player stopped working. The timer and the rest of the page still work.</Trans>
        </p>
        <button type="button" className="player-button-text" onClick={() => window.location.reload()}>
          <Trans>Refresh Page</Trans>
        </button>
      </section>
    );
  }
}
