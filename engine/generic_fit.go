package engine

import (
	"fmt"
	"sync"
)

// A pantry line written as a generic word ("beef", "noodles", "rice") names a family of
// foods, not one: each dish reads it as the member it is made with, so "beef" is
// minced for tacos and stewing beef for a stew.

// genericFamilies are the foods a generic word's representative may stand for.
var genericFamilies = map[string][]string{
	"beef chuck":     {"ground beef", "sirloin steak", "flank steak", "beef brisket", "short ribs"},
	"pork loin":      {"pork chop", "ground pork", "pork shoulder"},
	"lamb leg":       {"ground lamb", "lamb chops"},
	"chicken breast": {"chicken thigh", "chicken drumstick"},
	"turkey breast":  {"ground turkey"},
	"sirloin steak":  {"flank steak"},
	"pork sausage":   {"italian sausage"},
	"cod":            {"halibut", "tilapia", "sea bass"},
	"cheddar":        {"monterey jack", "mozzarella"},
	"noodles":        {"egg noodles", "ramen noodles", "udon noodles", "rice noodles", "soba noodles"},
	"egg noodles":    {"ramen noodles", "udon noodles", "rice noodles", "soba noodles"},
	"spaghetti":      {"penne", "fusilli", "macaroni"},
	"white rice":     {"jasmine rice", "basmati rice"},
}

var (
	familiesOnce sync.Once
	families     map[*Ingredient][]*Ingredient
)

func familyOf(in *Ingredient) []*Ingredient {
	familiesOnce.Do(func() {
		families = map[*Ingredient][]*Ingredient{}
		for rep, members := range genericFamilies {
			r := mustLookup(rep)
			for _, m := range members {
				families[r] = append(families[r], mustLookup(m))
			}
		}
	})
	return families[in]
}

// adaptPantry reads the pantry's generic lines as the members dish c is made with; the
// pantry is returned as it is when nothing changes.
func (c *catDish) adaptPantry(req *Request, usable []*Line) []*Line {
	var out []*Line
	for i, l := range usable {
		in := l.Ingredient
		if l.Note == "" || c.main.has(in) || c.starch.has(in) || c.use(in) >= 2 {
			continue
		}
		fam := familyOf(in)
		if len(fam) == 0 {
			continue
		}
		for _, f := range fam {
			if !(c.main.has(f) || c.starch.has(f) || c.use(f) >= 2) || !req.Rules.allows(f) || inLines(usable, f) {
				continue
			}
			if out == nil {
				out = append([]*Line(nil), usable...)
			}
			nl := *l
			nl.Ingredient, nl.Matched = f, f.Name
			nl.Note = fmt.Sprintf("%q cooked as %s", l.Name, f.Name)
			if l.Grams > 0 && l.Unit == "" && l.Quantity > 0 {
				nl.Grams = 0 // a count of one food says nothing of another's weight
			}
			out[i] = &nl
			break
		}
	}
	if out == nil {
		return usable
	}
	return out
}

func inLines(lines []*Line, in *Ingredient) bool {
	for _, l := range lines {
		if l.Ingredient == in {
			return true
		}
	}
	return false
}
