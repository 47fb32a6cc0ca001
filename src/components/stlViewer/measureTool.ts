import {
  BufferGeometry,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  Raycaster,
  SphereGeometry,
  Vector2,
} from 'three';
import type { Camera, Object3D, Scene, Vector3 } from 'three';

interface MeasureOptions {
  /** Meshes a click may hit. */
  targets: () => Object3D[];
  /** False for a hit on a part the section plane cuts away. */
  keeps: (point: Vector3) => boolean;
  onChange: (distance: number | undefined, points: number) => void;
}

const CLICK_SLOP_PX = 5;

/**
 * Point-to-point distance: two clicks (or taps) on the model; a third starts again. A press that
 * moves is an orbit, not a click.
 */
export class MeasureTool {
  private readonly raycaster = new Raycaster();
  private readonly points: Vector3[] = [];
  private readonly markers: Mesh[] = [];
  private readonly markerGeometry = new SphereGeometry(1, 16, 12);
  private readonly markerMaterial = new MeshBasicMaterial({ color: '#d32f2f', depthTest: false });
  private readonly line = new Line(
    new BufferGeometry(),
    new LineBasicMaterial({ color: '#d32f2f', depthTest: false }),
  );
  private active = false;
  private scale = 1;
  private down: { x: number; y: number } | undefined;

  constructor(
    private readonly scene: Scene,
    private readonly camera: Camera,
    private readonly element: HTMLElement,
    private readonly options: MeasureOptions,
  ) {
    this.line.renderOrder = 1;
    element.addEventListener('pointerdown', this.onDown);
    element.addEventListener('pointerup', this.onUp);
  }

  setActive(on: boolean) {
    this.active = on;
    this.clear();
  }

  /** Marker size follows the model: a crown and a full arch differ tenfold. */
  setScale(radius: number) {
    this.scale = radius / 120;
    for (const marker of this.markers) marker.scale.setScalar(this.scale);
  }

  dispose() {
    this.clear();
    this.element.removeEventListener('pointerdown', this.onDown);
    this.element.removeEventListener('pointerup', this.onUp);
    this.markerGeometry.dispose();
    this.markerMaterial.dispose();
    this.line.geometry.dispose();
    this.line.material.dispose();
  }

  private readonly onDown = (event: PointerEvent) => {
    this.down = { x: event.clientX, y: event.clientY };
  };

  private readonly onUp = (event: PointerEvent) => {
    const down = this.down;
    this.down = undefined;
    if (!this.active || !down) return;
    if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX) return;
    const rect = this.element.getBoundingClientRect();
    const pointer = new Vector2(
      ((event.clientX - rect.left) / rect.width) * 2 - 1,
      -((event.clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(pointer, this.camera);
    const hit = this.raycaster
      .intersectObjects(this.options.targets(), false)
      .find((intersection) => this.options.keeps(intersection.point));
    if (hit) this.add(hit.point.clone());
  };

  private add(point: Vector3) {
    if (this.points.length === 2) this.clear();
    this.points.push(point);
    const marker = new Mesh(this.markerGeometry, this.markerMaterial);
    marker.position.copy(point);
    marker.scale.setScalar(this.scale);
    marker.renderOrder = 2;
    this.markers.push(marker);
    this.scene.add(marker);
    if (this.points.length === 2) {
      this.line.geometry.setFromPoints(this.points);
      this.scene.add(this.line);
    }
    const distance =
      this.points.length === 2 ? this.points[0].distanceTo(this.points[1]) : undefined;
    this.options.onChange(distance, this.points.length);
  }

  private clear() {
    for (const marker of this.markers) this.scene.remove(marker);
    this.markers.length = 0;
    this.points.length = 0;
    this.scene.remove(this.line);
    this.options.onChange(undefined, 0);
  }
}
