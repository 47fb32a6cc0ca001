import {
  AmbientLight,
  Box3,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  Group,
  Mesh,
  MeshPhongMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Vector2,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { gpuDone } from './gpuDone';
import { MeasureTool } from './measureTool';
import { disposeMarkers, pinMarkers } from './pinMarkers';
import type { Point3 } from './pinMarkers';
import { VIEW_DIRECTIONS } from './views';
import type { StandardView } from './views';
import type { ParsedMesh } from './workerProtocol';

export type SectionAxis = 'x' | 'y' | 'z';
const AXES: Record<SectionAxis, number> = { x: 0, y: 1, z: 2 };

/** The three.js side of the viewer: one renderer, meshes by id, rendering on demand. */
export class ViewerScene {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private readonly meshes = new Map<string, Mesh<BufferGeometry, MeshPhongMaterial>>();
  private readonly looks = new Map<string, ModelLook>();
  private readonly section = new Plane(new Vector3(-1, 0, 0), 0);
  private readonly measure: MeasureTool;
  private readonly resizeObserver: ResizeObserver;
  private clipping = false;
  private wireframe = false;
  /** Kept until disposal: three frees a program once no material uses it. */
  private readonly warmMaterial = modelMaterial('#ffffff');
  /** Once the user has turned the camera, new models no longer re-frame the view. */
  private userMoved = false;
  private frame = 0;
  private pins = new Group();
  private picking?: (point: Point3) => void;

  constructor(
    private readonly container: HTMLElement,
    onMeasure: (distance: number | undefined, points: number) => void,
  ) {
    this.renderer = new WebGLRenderer({ antialias: false });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.setClearColor(new Color('#eef1f5'));
    this.renderer.localClippingEnabled = true;
    container.appendChild(this.renderer.domElement);
    this.camera.up.set(0, 0, 1);
    const light = new DirectionalLight(0xffffff, 2.2);
    light.position.set(0.3, -0.5, 1);
    this.camera.add(light);
    this.scene.add(new AmbientLight(0xffffff, 0.9), this.camera);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.addEventListener('change', () => this.requestRender());
    this.controls.addEventListener('start', () => (this.userMoved = true));
    this.measure = new MeasureTool(this.scene, this.camera, this.renderer.domElement, {
      targets: () => [...this.meshes.values()].filter((mesh) => mesh.visible),
      keeps: (point) => !this.clipping || this.section.distanceToPoint(point) >= 0,
      onChange: (distance, points) => {
        onMeasure(distance, points);
        this.requestRender();
      },
    });
    this.renderer.domElement.addEventListener('click', this.pick);
    this.scene.add(this.pins);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
    this.warmUp();
  }

  /** Compiles the models' shader now, in parallel where the browser can: not on the first frame. */
  private warmUp() {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
    const probe = new Mesh(geometry, this.warmMaterial);
    this.scene.add(probe);
    void this.renderer.compileAsync(this.scene, this.camera).finally(() => {
      this.scene.remove(probe);
      geometry.dispose();
    });
  }

  /**
   * Adds a parsed mesh, coloured, shown and faded as `shownAs` says, and renders at once; resolves
   * when the GPU has drawn that frame.
   * `onUploaded` is told when its buffers are on the GPU, before the first draw.
   */
  async addMesh(
    id: string,
    parsed: ParsedMesh,
    { color, visible, opacity }: ShownAs,
    onUploaded?: () => void,
  ): Promise<void> {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(parsed.positions, 3));
    // The worker measured the box: computing it here would walk millions of vertices again.
    geometry.boundingBox = new Box3(new Vector3(...parsed.min), new Vector3(...parsed.max));
    geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
    const material = modelMaterial(color);
    material.clippingPlanes = this.clipping ? [this.section] : [];
    material.wireframe = this.wireframe;
    const mesh = new Mesh(geometry, material);
    // A reload reuses the ids: the model it replaces must leave the scene and the GPU.
    this.removeMesh(id);
    this.meshes.set(id, mesh);
    // Bytes as they came from the worker: normalised on the GPU, no float copy.
    const scan = parsed.colors && new BufferAttribute(parsed.colors, 3, true);
    this.looks.set(id, { color, scan, showScan: true });
    this.paint(id);
    // As the person left it before a reload: a hidden model neither shows nor enters the frame.
    mesh.visible = visible;
    this.setOpacity(id, opacity);
    this.scene.add(mesh);
    if (!this.userMoved) this.frameAll('reset');
    if (onUploaded) {
      // A frame with its material hidden still sends its buffers: the upload timed apart. Not
      // a draw range of 0: picking honours that, and the model is "ready" (clickable) already.
      material.visible = false;
      this.render();
      await gpuDone(this.renderer);
      material.visible = true;
      onUploaded();
    }
    this.render();
    return gpuDone(this.renderer);
  }

  /** Takes a model out of the scene and frees its GPU buffers; unknown ids are ignored. */
  removeMesh(id: string) {
    const mesh = this.meshes.get(id);
    if (!mesh) return;
    this.scene.remove(mesh);
    mesh.geometry.dispose();
    mesh.material.dispose();
    this.meshes.delete(id);
    this.looks.delete(id);
    this.requestRender();
  }

  /** Removes every model, e.g. before other files load. */
  clearMeshes() {
    for (const id of [...this.meshes.keys()]) this.removeMesh(id);
  }

  setVisible(id: string, visible: boolean) {
    const mesh = this.meshes.get(id);
    if (mesh) mesh.visible = visible;
    this.requestRender();
  }

  setOpacity(id: string, opacity: number) {
    const material = this.meshes.get(id)?.material;
    if (!material) return;
    material.opacity = opacity;
    material.transparent = opacity < 1;
    material.depthWrite = opacity >= 1;
    this.requestRender();
  }

  setWireframe(on: boolean) {
    this.wireframe = on;
    for (const mesh of this.meshes.values()) mesh.material.wireframe = on;
    this.requestRender();
  }

  setMeasuring(on: boolean) {
    this.measure.setActive(on);
  }

  /** Keeps the part below `fraction` of the models' extent along `axis`; undefined: no cut. */
  setSection(axis: SectionAxis | undefined, fraction: number) {
    const box = this.bounds();
    this.clipping = axis !== undefined && !box.isEmpty();
    if (axis && this.clipping) {
      const index = AXES[axis];
      const low = box.min.getComponent(index);
      const high = box.max.getComponent(index);
      this.section.normal.set(0, 0, 0).setComponent(index, -1);
      this.section.constant = low + (high - low) * fraction;
    }
    for (const mesh of this.meshes.values()) {
      mesh.material.clippingPlanes = this.clipping ? [this.section] : [];
      mesh.material.needsUpdate = true;
    }
    this.requestRender();
  }

  /** Frames every visible model from a standard direction (reset: the three-quarter view). */
  view(name: StandardView | 'reset') {
    this.userMoved = name !== 'reset';
    this.frameAll(name);
  }

  private frameAll(name: StandardView | 'reset') {
    const box = this.bounds();
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new Sphere());
    const distance = sphere.radius / Math.sin((this.camera.fov * Math.PI) / 360) + 1;
    const direction = new Vector3(...VIEW_DIRECTIONS[name]).normalize();
    this.camera.position.copy(sphere.center).addScaledVector(direction, distance);
    this.camera.near = Math.max(distance / 1000, 0.01);
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(sphere.center);
    this.controls.update();
    this.measure.setScale(sphere.radius);
    this.requestRender();
  }

  /** Numbered pins (inspection reasons) drawn over the models. */
  setPins(pins: readonly Point3[]) {
    this.scene.remove(this.pins);
    disposeMarkers(this.pins);
    const box = this.bounds();
    const scale = box.isEmpty() ? 10 : box.getBoundingSphere(new Sphere()).radius;
    this.pins = pinMarkers(pins, scale);
    this.scene.add(this.pins);
    this.requestRender();
  }

  /** While set, a click on a model gives the 3D point under the cursor. */
  setPicking(onPick: ((point: Point3) => void) | undefined) {
    this.picking = onPick;
  }

  /** Turns the camera to look at `point` from closer, keeping its direction. */
  flyTo(point: Point3) {
    const target = new Vector3(...point);
    const direction = this.camera.position.clone().sub(this.controls.target).normalize();
    const distance = Math.max(this.camera.position.distanceTo(this.controls.target) * 0.6, 5);
    this.controls.target.copy(target);
    this.camera.position.copy(target).addScaledVector(direction, distance);
    this.controls.update();
    this.userMoved = true;
    this.requestRender();
  }

  /**
   * Colours a model per vertex (3 floats a soup vertex, 0..1), over any colours of its file;
   * undefined: back to the file's colours or its plain colour.
   */
  setColors(id: string, colors: Float32Array | undefined) {
    const look = this.looks.get(id);
    if (!look) return;
    look.overlay = colors && new BufferAttribute(colors, 3);
    this.paint(id);
    this.requestRender();
  }

  /** Shows a model in its file's vertex colours (a scan's), or in its plain colour. */
  setScanColors(id: string, shown: boolean) {
    const look = this.looks.get(id);
    if (!look) return;
    look.showScan = shown;
    this.paint(id);
    this.requestRender();
  }

  private paint(id: string) {
    const mesh = this.meshes.get(id);
    const look = this.looks.get(id);
    if (!mesh || !look) return;
    const colors = look.overlay ?? look.scan;
    // The file's colours stay on the geometry while hidden: showing them again uploads nothing.
    if (colors && mesh.geometry.getAttribute('color') !== colors) {
      mesh.geometry.setAttribute('color', colors);
    }
    if (!colors) mesh.geometry.deleteAttribute('color');
    const vertexColors = look.overlay !== undefined || (look.scan !== undefined && look.showScan);
    mesh.material.color.set(vertexColors ? '#ffffff' : look.color);
    if (mesh.material.vertexColors !== vertexColors) {
      mesh.material.vertexColors = vertexColors;
      mesh.material.needsUpdate = true;
    }
  }

  private readonly pick = (event: MouseEvent) => {
    if (!this.picking) return;
    const rect = this.renderer.domElement.getBoundingClientRect();
    const pointer = new Vector2(
      ((event.clientX - rect.left) / rect.width) * 2 - 1,
      -((event.clientY - rect.top) / rect.height) * 2 + 1,
    );
    const raycaster = new Raycaster();
    raycaster.setFromCamera(pointer, this.camera);
    const visible = [...this.meshes.values()].filter((mesh) => mesh.visible);
    const hit = raycaster.intersectObjects(visible, false)[0];
    if (hit) this.picking([hit.point.x, hit.point.y, hit.point.z]);
  };

  /** Size of the box around the visible models. */
  size(): [number, number, number] | undefined {
    const box = this.bounds();
    if (box.isEmpty()) return undefined;
    const size = box.getSize(new Vector3());
    return [size.x, size.y, size.z];
  }

  /** The current picture as a PNG data URL (drawn just before, so the buffer is complete). */
  screenshot(): string {
    this.render();
    return this.renderer.domElement.toDataURL('image/png');
  }

  requestRender() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.measure.dispose();
    this.renderer.domElement.removeEventListener('click', this.pick);
    disposeMarkers(this.pins);
    this.controls.dispose();
    for (const mesh of this.meshes.values()) {
      mesh.geometry.dispose();
      mesh.material.dispose();
    }
    this.meshes.clear();
    this.looks.clear();
    this.warmMaterial.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  private render() {
    // A frame already asked for would draw the same picture again: costly with millions of
    // triangles on a software GPU.
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.renderer.render(this.scene, this.camera);
  }

  private bounds(): Box3 {
    const box = new Box3();
    for (const mesh of this.meshes.values()) {
      if (mesh.visible && mesh.geometry.boundingBox) box.union(mesh.geometry.boundingBox);
    }
    return box;
  }

  private resize() {
    const width = Math.max(this.container.clientWidth, 1);
    const height = Math.max(this.container.clientHeight, 1);
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  }
}

/** How a model is first drawn: its colour, and what the person chose for it before a reload. */
export interface ShownAs {
  color: string;
  visible: boolean;
  opacity: number;
}

/** A model's colours: plain, its file's per-vertex ones (`scan`), or another's laid over both. */
interface ModelLook {
  color: string;
  scan?: BufferAttribute;
  showScan: boolean;
  overlay?: BufferAttribute;
}

/** Flat shading takes each triangle's normal in the shader: no normal array to parse or upload. */
function modelMaterial(color: string) {
  return new MeshPhongMaterial({ color, side: DoubleSide, shininess: 40, flatShading: true });
}
