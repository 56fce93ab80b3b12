// TranspecPlugin adds TagsSheet.swift and PhotoPreview.swift, generated from
// the specs beside this file, to this target at build time (public, as
// transpec-config.yaml asks); this file only gives the module a source of
// its own.
