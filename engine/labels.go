package engine

import "strings"

// Some foods hold an allergen in many brands and not in others: the table cannot say
// which bottle a cook has, so a recipe for someone who must avoid it says to check
// the label. The table's facts stay what most brands hold (oyster sauce: shellfish
// and wheat); these are the common exceptions a cook is caught out by.
var mayContain = map[string]Fact{
	"oyster sauce":         FactSoy,                  // many are seasoned with soy sauce
	"tamari":               FactWheat | FactGluten,   // most are wheat-free, not all
	"rolled oats":          FactGluten,               // oats are milled beside wheat: "gluten-free oats" are labelled so
	"steel-cut oats":       FactGluten,               //
	"pork sausage":         FactWheat | FactGluten,   // British sausages hold rusk
	"chicken broth":        FactWheat | FactGluten,   // stock cubes often hold wheat
	"vegetable broth":      FactWheat | FactGluten,   //
	"beef broth":           FactWheat | FactGluten,   //
	"miso":                 FactGluten,               // barley miso
	"worcestershire sauce": FactGluten,               // malt vinegar
	"baking powder":        FactWheat | FactGluten,   // some hold wheat flour as the filler
	"dark chocolate":       FactTreeNut | FactPeanut, // "may contain nuts"
	"chocolate chips":      FactTreeNut | FactPeanut, //
	"curry powder":         FactWheat | FactGluten,   // some blends are bulked with flour
	"fish sauce":           FactWheat | FactGluten,   // a few hold hydrolysed wheat
	"thai curry paste":     FactFish,                 // shrimp paste, and some fish sauce
	"red curry paste":      FactFish,                 //
	"green curry paste":    FactFish,                 //
	"hamburger bun":        FactSesame,               // seeded buns
	"bagel":                FactSesame,               // sesame bagels, and bakeries that make them
	"hoisin sauce":         FactSesame,               // some are made with sesame paste
	"ponzu":                FactFish,                 // many are steeped with bonito flakes
	"kimchi":               FactShellfish,            // often made with salted shrimp
	"enchilada sauce":      FactWheat | FactGluten,   // many are thickened with flour
}

// refusedFacts are the facts the rules' allergies and restrictions keep out.
func (r Rules) refusedFacts() Fact {
	var f Fact
	for _, a := range r.Allergies {
		f |= allergenFacts[a]
	}
	for _, res := range r.Restrictions {
		f |= restrictionFacts[res]
	}
	return f
}

// labelNote is what to check on the packet of in for a cook who refuses the facts
// refused (Rules.refusedFacts), or "".
func labelNote(in *Ingredient, refused Fact) string {
	f := mayContain[in.Name] & refused &^ in.Facts
	if f == 0 {
		return ""
	}
	return "check the label: some brands contain " + describeFacts(f)
}

// labelledFree are foods free of a fact only when the packet says so: oats hold no
// gluten of their own, but ordinary oats are milled beside wheat, and only oats
// labelled gluten-free are. A recipe of unlabelled oats is not tagged gluten-free.
// So are British sausages (rusk), Worcestershire sauce (malt vinegar) and stock cubes
// (wheat): only the packet says which is free of gluten.
var labelledFree = map[string]Fact{"rolled oats": FactGluten, "steel-cut oats": FactGluten, "pork sausage": FactGluten,
	"worcestershire sauce": FactGluten, "chicken broth": FactGluten, "vegetable broth": FactGluten, "beef broth": FactGluten,
	"stock": FactGluten, "noodles": FactEgg}

// labelledWhy is what the line's note says of a food free only by its label.
var labelledWhy = map[string]string{
	"rolled oats":    "ordinary oats, milled beside wheat, may contain gluten",
	"steel-cut oats": "ordinary oats, milled beside wheat, may contain gluten",
	"pork sausage":   "most sausages hold rusk, made of wheat",
	"noodles":        "many dried noodles are made with egg",
}

// labelWords are the words a pantry or recipe line uses to say a packet is labelled
// free of the fact.
var labelWords = map[Fact][]string{FactGluten: {"gluten-free", "gluten free", "gf "},
	FactEgg: {"egg-free", "egg free", "eggless", "no egg", "vegan"}}

// saysLabelled reports whether text says the packet is labelled free of f.
func saysLabelled(text string, f Fact) bool {
	text = lowered(text) + " "
	for _, w := range labelWords[f] {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// unlabelledFacts are the facts the recipe's lines may hold because a food free of
// them only by its label (oats) is not written as the labelled kind.
func unlabelledFacts(lines []RecipeLine) Fact {
	var out Fact
	for _, l := range lines {
		for b := Fact(1); b != 0 && b <= labelledFree[l.Name]; b <<= 1 {
			if labelledFree[l.Name]&b != 0 && !saysLabelled(l.Text, b) {
				out |= b
			}
		}
	}
	return out
}

// keepLabel writes the label the cook's own line names ("egg-free noodles") on the
// recipe line of a food free of a fact only by its label, where the table's name left
// it out, so the recipe is tagged free of it as the cook's packet is.
func keepLabel(line *RecipeLine, own *Line) {
	free := labelledFree[line.Name]
	for b := Fact(1); b != 0 && b <= free; b <<= 1 {
		if free&b == 0 || !saysLabelled(own.Text, b) || saysLabelled(line.Text, b) {
			continue
		}
		if at := strings.Index(line.Text, line.Name); at >= 0 {
			line.Text = line.Text[:at] + labelWords[b][0] + " " + line.Text[at:]
		}
	}
}

// withoutRefusing is suitable less the restrictions that refuse any of the facts f.
func withoutRefusing(suitable []string, f Fact) []string {
	if f == 0 {
		return suitable
	}
	out := make([]string, 0, len(suitable))
	for _, res := range suitable {
		if restrictionFacts[res]&f == 0 {
			out = append(out, res)
		}
	}
	return out
}

// asLabelled writes the line of a food free of the refused facts only by its label as
// the labelled kind ("gluten-free rolled oats"), for a cook who must avoid them; it
// reports whether the line now asks for the labelled kind.
func asLabelled(l *RecipeLine, refused Fact) bool {
	f := labelledFree[l.Name] & refused
	if f == 0 {
		return false
	}
	if saysLabelled(l.Text, f) {
		return true // the cook's own oats are labelled so: nothing to check
	}
	word := labelWords[f][0]
	if at := strings.Index(l.Text, l.Name); at >= 0 {
		l.Text = l.Text[:at] + word + " " + l.Text[at:]
	}
	why, ok := labelledWhy[l.Name]
	if !ok {
		why = "many brands contain " + describeFacts(f)
	}
	l.Note = joinNonEmpty("; ", l.Note, "use one labelled "+word+": "+why)
	return true
}

// outUnlessLabelled are foods that hold a fact in most packets and are free of it only
// when the label says so, with why: a cook who must avoid it is told to leave the
// packet out, not given a recipe "gluten-free" with ordinary granola in it.
var outUnlessLabelled = map[string]struct {
	f   Fact
	why string
}{
	"granola": {FactGluten, "most granola is made with oats milled beside wheat, and some with wheat flakes or barley malt; use one labelled gluten-free"},
}

// unlabelledOut is why the pantry line l is left out for a cook who refuses the facts
// refused, or "" when it may be cooked.
func unlabelledOut(l *Line, refused Fact) string {
	o, ok := outUnlessLabelled[l.Ingredient.Name]
	if !ok || o.f&refused == 0 || saysLabelled(l.Text, o.f) {
		return ""
	}
	return o.why
}
