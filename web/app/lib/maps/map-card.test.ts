import { describe, expect, it } from "vitest";
import { mapCardTiles, tilePosition } from "./map-card";

const config = { mapTileUrl: "https://{s}.tiles.example/{z}/{x}/{y}{r}.png", mapTileAttribution: "© Tiles" };

describe("the store page's static map", () => {
  it("projects a point to fractional tile coordinates (Web Mercator)", () => {
    const { x, y } = tilePosition(0, 0, 1);
    expect(x).toBeCloseTo(1);
    expect(y).toBeCloseTo(1);
  });

  it("is a 3×3 grid around the point's tile, offset so the point sits in the centre", () => {
    const grid = mapCardTiles(30.1057, -96.7479, config);
    expect(grid?.tiles).toHaveLength(9);
    const { x, y } = tilePosition(30.1057, -96.7479, 15);
    expect(grid?.tiles[4]).toBe(`https://a.tiles.example/15/${Math.floor(x)}/${Math.floor(y)}.png`);
    // Row by row: the first tile is the one above and left of the point's, the last below and right.
    expect(grid?.tiles[0]).toBe(`https://a.tiles.example/15/${Math.floor(x) - 1}/${Math.floor(y) - 1}.png`);
    expect(grid?.tiles[8]).toBe(`https://a.tiles.example/15/${Math.floor(x) + 1}/${Math.floor(y) + 1}.png`);
    expect(Number(grid?.offsetX)).toBeCloseTo((x - Math.floor(x)) * 256 + 256, 0);
    expect(grid?.attribution).toBe("© Tiles");
  });

  it("has no tiles without coordinates or a tile URL", () => {
    expect(mapCardTiles(null, -96, config)).toBeNull();
    expect(mapCardTiles(30, -96, { ...config, mapTileUrl: "" })).toBeNull();
  });
});
