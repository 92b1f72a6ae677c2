package engine

// raisingShare is the most of each raising agent a bake or a batter takes, by the
// weight of its flour: baking powder about 1 1/4 tsp to 100 g (an American pancake,
// a scone), bicarbonate of soda about 1/2 tsp to 100 g (a banana bread). More foams,
// tastes soapy and bitter and salts the plate.
var raisingShare = map[string]float64{"baking powder": 0.06, "baking soda": 0.025}

// leavenFlours are the foods a raising agent is measured against.
var leavenFlours = map[string]bool{"all-purpose flour": true, "self-rising flour": true, "cake flour": true,
	"whole wheat flour": true, "bread flour": true, "gluten-free flour": true, "rice flour": true, "chickpea flour": true,
	"almond flour": true, "coconut flour": true, "corn flour": true, "polenta": true, "masa harina": true,
	"semolina": true, "rolled oats": true}

// leavenToFlour holds each raising agent to its share of the dish's flour, whatever
// portion the dish's lines gave it: a batter for four takes a teaspoon or two of
// baking powder, never a spoonful a serving.
func (d *dish) leavenToFlour() {
	flour := 0.0
	for p := range d.eachPart {
		if leavenFlours[p.in.Name] {
			flour += p.grams
		}
	}
	if flour == 0 {
		return
	}
	for p := range d.eachPart {
		if most, ok := raisingShare[p.in.Name]; ok && p.grams > most*flour {
			p.grams = most * flour
		}
	}
}
