package engine

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
