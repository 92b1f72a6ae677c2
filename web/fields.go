package web

import (
	"encoding/json"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Unknown fields are ignored, so clients may send more than a version knows, except
// a name that is nearly one of ours: "dietry_restrictions" or "dietaryRestrictions"
// silently ignored would cook a recipe that breaks the client's diet. Those are a 422
// that names the field meant.

var fieldTypes sync.Map // reflect.Type -> map[string]reflect.Type

// jsonFields maps the JSON names of struct type t's fields, embedded structs included,
// to their types, as encoding/json reads them.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if v, ok := fieldTypes.Load(t); ok {
		return v.(map[string]reflect.Type)
	}
	fields := map[string]reflect.Type{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for f := range t.Fields() {
			tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			switch {
			case tag == "-":
			case f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct:
				walk(f.Type)
			case f.IsExported():
				if tag == "" {
					tag = f.Name
				}
				fields[tag] = f.Type
			}
		}
	}
	walk(t)
	fieldTypes.Store(t, fields)
	return fields
}

// jsonPath turns encoding/json's path to a field ("opBase.recipe.ingredients", which
// names an embedded struct by its Go name) into the path a client sent
// ("recipe.ingredients").
func jsonPath(t reflect.Type, path string) string {
	var out []string
	for _, seg := range strings.Split(path, ".") {
		for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map) {
			t = t.Elem()
		}
		if t != nil && t.Kind() == reflect.Struct {
			if f, ok := t.FieldByName(seg); ok && f.Anonymous {
				t = f.Type
				continue // an embedded struct: its fields are the outer object's
			}
		}
		out = append(out, seg)
		t = fieldType(t, seg)
	}
	return strings.Join(out, ".")
}

// fieldType is the type of t's field with JSON name name, or nil.
func fieldType(t reflect.Type, name string) reflect.Type {
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	return jsonFields(t)[name]
}

// nearMisses finds the top-level keys of body that are not fields of v but nearly are.
// body has already decoded into v without error, so it is one valid JSON object; its
// keys are read off it without decoding it a second time.
func nearMisses(body []byte, v any) []FieldError {
	t := reflect.TypeOf(v)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	known := jsonFields(t)
	var errs []FieldError
	topLevelKeys(body, func(raw []byte, escaped bool) {
		if _, ok := known[string(raw)]; ok && !escaped {
			return // the common case: a field sent by its own name
		}
		key := string(raw)
		if escaped && json.Unmarshal(append(append([]byte{'"'}, raw...), '"'), &key) != nil {
			return
		}
		if meant := nearest(key, known); meant != "" && !slices.ContainsFunc(errs, func(e FieldError) bool { return e.Field == key }) {
			errs = append(errs, FieldError{Field: key, Message: "is not a field here; did you mean " + meant + "?"})
		}
	})
	sort.Slice(errs, func(i, j int) bool { return errs[i].Field < errs[j].Field })
	return errs
}

// topLevelKeys calls fn with each key of the valid JSON object obj, as written between
// its quotes; escaped says whether it holds a backslash escape.
func topLevelKeys(obj []byte, fn func(raw []byte, escaped bool)) {
	depth, wantKey := 0, false
	for i := 0; i < len(obj); i++ {
		switch c := obj[i]; c {
		case '"':
			start, escaped := i+1, false
			for i++; i < len(obj) && obj[i] != '"'; i++ {
				if obj[i] == '\\' {
					escaped = true
					i++
				}
			}
			if depth == 1 && wantKey {
				fn(obj[start:min(i, len(obj))], escaped)
				wantKey = false
			}
		case '{', '[':
			depth++
			wantKey = depth == 1
		case '}', ']':
			depth--
		case ',':
			wantKey = depth == 1
		}
	}
}

// nearest is the known field that key is a slip of the keyboard for, or "": the same
// name in another case or with other separators, or within two edits of a name of five
// letters or more.
func nearest(key string, known map[string]reflect.Type) string {
	names := make([]string, 0, len(known))
	for k := range known {
		if strings.EqualFold(k, key) {
			return "" // encoding/json matches names case-insensitively: this one was read
		}
		names = append(names, k)
	}
	sort.Strings(names) // the same answer every time when two names are near
	norm := func(s string) string { return separators.Replace(strings.ToLower(s)) }
	for _, k := range names {
		if norm(k) == norm(key) || len(k) >= 5 && editDistance(strings.ToLower(key), k) <= 2 {
			return k
		}
	}
	return ""
}

var separators = strings.NewReplacer("_", "", "-", "", " ", "")

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
