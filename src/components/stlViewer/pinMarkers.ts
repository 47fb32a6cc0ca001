import {
  CanvasTexture,
  Group,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
} from 'three';

export type Point3 = [number, number, number];

/** Numbered markers of the inspectors' pins: a red ball and its number beside it. */
export function pinMarkers(pins: readonly Point3[], scale: number): Group {
  const group = new Group();
  const radius = Math.max(scale * 0.02, 0.05);
  const ball = new SphereGeometry(radius, 16, 12);
  const red = new MeshBasicMaterial({ color: '#d32f2f', depthTest: false });
  pins.forEach((pin, index) => {
    const marker = new Mesh(ball, red);
    marker.position.set(...pin);
    marker.renderOrder = 10;
    const label = new Sprite(
      new SpriteMaterial({ map: numberTexture(index + 1), depthTest: false }),
    );
    label.position.set(pin[0], pin[1], pin[2] + radius * 3);
    label.scale.set(radius * 4, radius * 4, 1);
    label.renderOrder = 11;
    group.add(marker, label);
  });
  return group;
}

export function disposeMarkers(group: Group) {
  group.traverse((object) => {
    if (object instanceof Mesh) object.geometry.dispose();
    if (object instanceof Mesh || object instanceof Sprite) {
      const material = object.material as MeshBasicMaterial | SpriteMaterial;
      if (material instanceof SpriteMaterial) material.map?.dispose();
      material.dispose();
    }
  });
}

function numberTexture(value: number): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#d32f2f';
    context.beginPath();
    context.arc(32, 32, 30, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = 'bold 36px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(String(value), 32, 34);
  }
  return new CanvasTexture(canvas);
}
