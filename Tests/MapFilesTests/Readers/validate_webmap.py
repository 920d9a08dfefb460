#!/usr/bin/env python3
"""Validates a web map with Esri's own model of the Web Map Specification: the `Webmap` class
of the `arcgis-mapping` package (PyPI), installed without its dependencies
(`pip install --no-deps arcgis-mapping`; it needs only pydantic). That package's `arcgis.map`
package imports the whole ArcGIS API for Python (widgets, pandas, the `arcgis` package), which
the model does not use; so the parent packages are set up as plain namespaces here, and the two
helpers the model modules import from `arcgis` (a lazy module loader and a deprecation
decorator) are given small stand-ins. The model classes themselves are Esri's, unchanged.

Usage: validate_webmap.py FILE. Prints `ok` and exits 0 when the model accepts the file; prints
the validation errors and exits 1 otherwise; exits 2 when the model is not installed."""
import importlib, importlib.util, json, sys, types


def load_model():
    spec = importlib.util.find_spec("arcgis")
    if spec is None or not spec.submodule_search_locations:
        print("arcgis-mapping is not installed: run .ci/run (pip install --no-deps arcgis-mapping)", file=sys.stderr)
        sys.exit(2)
    root = list(spec.submodule_search_locations)[0]
    for name, path in [("arcgis", root), ("arcgis.map", root + "/map")]:
        module = types.ModuleType(name)
        module.__path__ = [path]
        sys.modules[name] = module

    class LazyLoader(types.ModuleType):
        def __init__(self, name):
            super().__init__(name)
            self._target = name

        def __getattr__(self, attribute):
            return getattr(importlib.import_module(self._target), attribute)

    def deprecated(*args, **kwargs):
        return lambda thing: thing

    for name, attributes in [("arcgis.auth", {}), ("arcgis.auth.tools", {"LazyLoader": LazyLoader}),
                             ("arcgis._impl", {}), ("arcgis._impl.common", {}),
                             ("arcgis._impl.common._deprecate", {"deprecated": deprecated})]:
        module = types.ModuleType(name)
        module.__path__ = []
        module.__dict__.update(attributes)
        sys.modules[name] = module
    from arcgis.map.dataclasses.models.mapping import Webmap
    return Webmap


def main():
    Webmap = load_model()
    with open(sys.argv[1]) as file:
        data = json.load(file)
    try:
        Webmap.model_validate(data)
    except Exception as error:  # pydantic.ValidationError
        print(error)
        sys.exit(1)
    print("ok")


main()
