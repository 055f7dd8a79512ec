"""Deterministic synthetic catalogues for the benchmark.

A catalogue of T tokens and C components looks like a real design system grown large: token
groups by type (colour palettes, spacing and radius scales, type styles, motion, shadows,
gradients, borders), a third of the tokens semantic aliases of the others, split across token
files, and a DTCG 2025.10 resolver with two modifiers (appearance: light/dark, contrast:
standard/high) whose contexts re-point some aliases. Components have anatomy, variants, states,
metrics, labels, accessibility, guidance and usage that reference tokens; compositions (one per
ten components) place them with text runs. The same (T, C, seed) always gives the same bytes.
"""

import json
import os
import random

# Token types in the proportions a large design system has them, with the tokens one
# "primitive" of that type generates.
PRIMITIVE_KINDS = [
    ("color", 0.40),
    ("dimension", 0.18),
    ("number", 0.06),
    ("duration", 0.04),
    ("cubicBezier", 0.03),
    ("fontFamily", 0.02),
    ("fontWeight", 0.03),
    ("typography", 0.08),
    ("shadow", 0.06),
    ("gradient", 0.04),
    ("border", 0.03),
    ("transition", 0.03),
]

KEBAB = {kind: "".join("-" + c.lower() if c.isupper() else c for c in kind) for kind, _ in PRIMITIVE_KINDS}
"""Each type name in kebab case, for group names."""

TOKENS_PER_FILE = 12_000
"""Primitive and alias tokens per token file, which keeps every file far below dscheck's 16 MiB."""


class CatalogGenerator:
    """Writes one synthetic catalogue; `changed=True` writes the same catalogue after a release
    (values changed, tokens removed, renamed and added) for `dscheck diff`."""

    def __init__(self, tokens, components, seed=2026, changed=False):
        self.token_count = tokens
        self.component_count = components
        self.random = random.Random(seed)
        self.changed = changed
        self.change_random = random.Random(seed + 1)
        self.primitives = {}  # type -> [token name]: what aliases point at
        self.pickable = {}  # type -> [token name]: what specs reference (never removed or renamed)
        self.placed = 0
        self.files = {}  # relative path -> token tree

    # -- writing ------------------------------------------------------------------------------

    def write(self, folder):
        """Writes the catalogue into `folder` (created) and returns the paths of its files by role:
        {"tokens": [...], "specs": [...], "resolver": path, "manifest": path}."""
        self._tokens()
        written = {"tokens": [], "specs": []}
        for relative, tree in sorted(self.files.items()):
            written["tokens"].append(self._dump(folder, relative, tree))
        written["resolver"] = self._dump(folder, "tokens.resolver.json", self._resolver())
        written["manifest"] = self._dump(folder, "dscheck.json", {
            "name": f"Synthetic {self.token_count} tokens, {self.component_count} components",
            "version": "2.0.0" if self.changed else "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json",
            "rules": {"tokens/unused": "off"}})
        ids = [f"component-{index:04d}" for index in range(self.component_count)]
        for index, component_id in enumerate(ids):
            written["specs"].append(self._dump(folder, f"components/{component_id}.json", self._component(component_id, index)))
        for index in range(max(1, self.component_count // 10)):
            composition_id = f"screen-{index:03d}"
            written["specs"].append(self._dump(folder, f"compositions/{composition_id}.json", self._composition(composition_id, ids)))
        written["specs"] += [written["manifest"], written["resolver"]]
        return written

    @staticmethod
    def _dump(folder, relative, value):
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            json.dump(value, file, indent=2, ensure_ascii=False)
            file.write("\n")
        return path

    # -- tokens -------------------------------------------------------------------------------

    def _tokens(self):
        aliases = self.token_count // 3
        primitives = self.token_count - aliases
        counts = [(kind, max(1, round(primitives * share))) for kind, share in PRIMITIVE_KINDS]
        made = 0
        for kind, count in counts:
            for index in range(count):
                self._add_primitive(kind, index)
                made += 1
        self._add_aliases(self.token_count - made)

    def _file_for(self, serial):
        return f"tokens/core-{serial // TOKENS_PER_FILE:02d}.tokens.json"

    def _place(self, name, token):
        """Puts a token at its dotted name in the token file its position assigns."""
        tree = self.files.setdefault(self._file_for(self.placed), {})
        self.placed += 1
        *groups, leaf = name.split(".")
        for group in groups:
            tree = tree.setdefault(group, {})
        tree[leaf] = token

    def _add_primitive(self, kind, index):
        family, step = divmod(index, 12)
        name = {
            "color": f"palette.hue-{family}.{(step + 1) * 50}",
            "dimension": f"scale.{['space', 'radius', 'size', 'inset'][family % 4]}-{family // 4}.{step}",
            "number": f"opacity.set-{family}.{step}",
            "duration": f"motion.duration-{family}.{step}",
            "cubicBezier": f"motion.easing-{family}.{step}",
            "fontFamily": f"font.family-{family}.{step}",
            "fontWeight": f"font.weight-{family}.{step}",
            "typography": f"type.style-{family}.{step}",
            "shadow": f"elevation.shadow-{family}.{step}",
            "gradient": f"gradient.set-{family}.{step}",
            "border": f"border.set-{family}.{step}",
            "transition": f"motion.transition-{family}.{step}",
        }[kind]
        value = self._value(kind, index)
        if self.changed and self.change_random.random() < 0.05:
            value = self._value(kind, index + 7)
        token = {"$type": kind, "$value": value}
        if index % 5 == 0:
            token["$description"] = f"{kind} primitive {index} of the synthetic system."
        self._place(name, token)
        self.primitives.setdefault(kind, []).append(name)
        self.pickable.setdefault(kind, []).append(name)

    def _value(self, kind, index):
        r = random.Random(index * 7919 + len(kind))
        px = lambda value: {"value": value, "unit": "px"}  # noqa: E731
        color = lambda: {"colorSpace": "srgb", "components": [round(r.random(), 4) for _ in range(3)]}  # noqa: E731
        match kind:
            case "color":
                value = color()
                if index % 9 == 0:
                    value["alpha"] = round(0.2 + 0.7 * r.random(), 3)
                return value
            case "dimension":
                return px(r.choice([0, 1, 2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 44, 48, 64]))
            case "number":
                return round(r.random(), 3)
            case "duration":
                return {"value": r.choice([100, 150, 200, 250, 300, 400]), "unit": "ms"}
            case "cubicBezier":
                return [round(r.random(), 2), round(r.random() * 2 - 0.5, 2), round(r.random(), 2), 1]
            case "fontFamily":
                return [r.choice(["SF Pro Text", "SF Pro Display", "New York", "SF Mono"]), "system-ui"]
            case "fontWeight":
                return r.choice([100, 200, 300, 400, 500, 600, 700, 800, 900])
            case "typography":
                return {"fontFamily": "SF Pro Text", "fontSize": px(r.choice([11, 13, 15, 17, 20, 22, 28, 34])),
                        "fontWeight": r.choice([400, 500, 600, 700]), "letterSpacing": px(0), "lineHeight": 1.3}
            case "shadow":
                return {"color": color() | {"alpha": 0.2}, "offsetX": px(0), "offsetY": px(r.choice([1, 2, 4, 8])),
                        "blur": px(r.choice([2, 4, 8, 16])), "spread": px(0)}
            case "gradient":
                return [{"color": color(), "position": 0}, {"color": color(), "position": 1}]
            case "border":
                return {"color": color(), "width": px(r.choice([1, 2])), "style": "solid"}
            case "transition":
                return {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                        "timingFunction": [0.4, 0, 0.2, 1]}

    def _add_aliases(self, count):
        """Semantic tokens: each an alias of a primitive of its type, half of them colours. Specs
        reference the first half; the release removes and renames some of the second half, re-points
        some aliases and adds new ones."""
        kinds = [kind for kind, _ in PRIMITIVE_KINDS]
        for index in range(count):
            kind = "color" if index % 2 == 0 else kinds[index % len(kinds)]
            target = self.random.choice(self.primitives[kind])
            name = f"semantic.{KEBAB[kind]}.role-{index // 50}.item-{index % 50}"
            late = index >= count // 2
            if self.changed and late and index % 97 == 0:
                continue
            if self.changed and late and index % 89 == 0:
                name += "-renamed"
            if self.changed and index % 83 == 0:
                target = self.primitives[kind][0]
            self._place(name, {"$type": kind, "$value": "{" + target + "}"})
            if not late:
                self.pickable[kind].append(name)
        if self.changed:
            for index in range(max(1, count // 100)):
                self._place(f"semantic.added.item-{index}", {"$type": "color", "$value": "{" + self.primitives["color"][index] + "}"})

    def _resolver(self):
        """The resolver: every token file in one set, then appearance and contrast modifiers
        whose contexts re-point one colour alias in twenty."""
        colors = [name for name in self.pickable["color"] if name.startswith("semantic.")]
        palette = self.primitives["color"]
        def overrides(seed):
            r = random.Random(seed)
            tree = {}
            for name in colors[::20]:
                node = tree
                *groups, leaf = name.split(".")
                for group in groups:
                    node = node.setdefault(group, {})
                node[leaf] = {"$type": "color", "$value": "{" + r.choice(palette) + "}"}
            return [tree]
        return {
            "version": "2025.10",
            "sets": {"core": {"sources": [{"$ref": path} for path in sorted(self.files)]}},
            "modifiers": {
                "appearance": {"contexts": {"light": [], "dark": overrides(1)}, "default": "light"},
                "contrast": {"contexts": {"standard": [], "high": overrides(2)}, "default": "standard"},
            },
            "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}],
        }

    # -- specs --------------------------------------------------------------------------------

    def _pick(self, kind):
        return "{" + self.random.choice(self.pickable[kind]) + "}"

    def _component(self, component_id, index):
        r = self.random
        kind = ["control", "control", "buttonStyle", "container"][index % 4]
        layers = [
            {"id": "base", "shape": {"roundedRectangle": {"cornerRadius": self._pick("dimension")}},
             "frame": {"width": r.choice([44, 88, 120, 160]), "height": self._pick("dimension")},
             "fill": self._pick("color"), "shadow": {"color": self._pick("color"), "radius": 4, "y": 2}},
            {"id": "sheen", "shape": "capsule", "opacity": self._pick("number"), "blur": 2,
             "fill": {"linearGradient": {"gradient": self._pick("gradient"), "start": "top", "end": "bottom"}}},
            {"id": "edge", "stroke": {"paint": self._pick("color"), "width": 1}, "blendMode": "darken"},
            {"id": "title", "shape": "label", "fill": self._pick("color")},
        ]
        return {
            "id": component_id, "name": f"Component {index}", "status": ["stable", "beta", "experimental"][index % 3],
            "summary": f"Synthetic component {index}, a {kind} with a gradient sheen.",
            "kind": kind, "layer": "content" if kind == "container" else "functional",
            "symbol": f"Component{index}", "sourceFile": f"Component{index}.swift",
            "anatomy": layers,
            "variants": [
                {"id": "primary", "name": "Primary", "prominent": index % 2 == 0,
                 "anatomy": [{"id": "base", "shape": "capsule", "fill": self._pick("color")}]},
                {"id": "compact", "name": "Compact", "extends": "primary", "metrics": {"height": 36}},
            ],
            "states": [{"kind": "pressed", "scale": 0.96, "opacity": self._pick("number"),
                        "animation": {"curve": "easeInOut", "duration": self._pick("duration")}},
                       {"kind": "disabled", "opacity": 0.4}],
            "metrics": {"size": {"width": 120, "height": 44}, "cornerRadius": self._pick("dimension"), "padding": 8},
            "label": {"typography": self._pick("typography"), "textStyle": "body", "examples": ["Continue"]},
            "accessibility": {"label": "Continue", "hiddenLayers": ["sheen", "edge"]},
            "buildSteps": [{"title": "Base", "shows": ["base"]}, {"title": "Sheen", "shows": ["sheen", "edge"]}],
            "guidance": [{"title": "Prominence", "text": "One prominent button per view.",
                          "source": {"title": "HIG: Buttons", "url": "https://developer.apple.com/design/human-interface-guidelines/buttons"}}],
            "usage": {"do": ["Start the title with a verb."], "dont": ["Put two prominent buttons side by side."]},
        }

    def _composition(self, composition_id, ids):
        r = self.random
        children = []
        for _ in range(8):
            children.append({"text": "Title", "typography": self._pick("typography"), "textStyle": "title",
                             "fill": self._pick("color")})
            children.append({"component": r.choice(ids), "variant": r.choice(["primary", "compact"]), "label": "Go"})
        return {"id": composition_id, "name": f"Screen {composition_id}", "background": self._pick("color"),
                "root": {"axis": "vertical", "spacing": self._pick("dimension"),
                         "children": [{"stack": {"axis": "vertical", "children": children[:8]}},
                                      {"stack": {"axis": "horizontal", "children": children[8:]}}]}}
