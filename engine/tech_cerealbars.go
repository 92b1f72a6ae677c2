package engine

import "fmt"

// No-bake cereal bars: crisped rice stirred through marshmallows melted in butter and
// pressed into a tin to set (rice krispie treats), or cornflakes coated in chocolate (or
// golden syrup) melted with butter and spooned into paper cases (cornflake cakes). The
// pan never gets hot enough to boil: melted gently, the marshmallow stays soft and the
// chocolate glossy.

func init() {
	ownNeeds["cereal bars"] = [][]string{{"crisped rice cereal", "cornflakes"}}
	ownPantryNeeds["cereal bars"] = []string{"crisped rice cereal", "cornflakes"}
	registerOwn(&form{name: "cereal bars", title: "Cereal Bars", minMinutes: 40, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"large saucepan", "silicone spatula"}, write: writeCerealBars})
}

// meltChocolates are the chocolates a cornflake cake is coated in.
var meltChocolates = []string{"milk chocolate", "dark chocolate", "chocolate chips", "white chocolate"}

func writeCerealBars(d *dish) {
	cereal := d.starch
	if cereal == nil {
		return
	}
	cereal.prep = ""
	marsh := d.find("marshmallows")
	choc := d.find(meltChocolates...)
	syrup := d.find("golden syrup", "honey", "corn syrup", "maple syrup")
	butter := d.find("butter")
	vanilla := d.find("vanilla extract")
	d.size(vanilla, 0.5)
	d.drop("black pepper")
	pieces := d.req.Servings * 2
	fat := orName(butter, "butter")
	if marsh != nil {
		// Treats: 40 g of butter and 280 g of marshmallows to 170 g (6 cups) of crisped rice.
		d.size(marsh, 24)
		d.size(butter, 4)
		marsh.prep, pieces = "", d.req.Servings
		pan := "a 900 g (2 lb) loaf tin"
		if d.servings > 5 {
			pan = "a 20 cm (8 in) square tin"
		}
		if d.servings > 12 {
			pan = "a 23 x 33 cm (9 x 13 in) tin"
		}
		d.equipment = append(d.equipment, "square baking tin", "parchment paper")
		d.step(3, "Line %s with parchment paper, or grease it with a little %s.", pan, fat)
		d.step(4, "Melt the %s in the large saucepan over low heat, add the %s and stir until completely melted and smooth, 3–4 minutes; keep the heat low so they stay soft.%s",
			fat, marsh.name(), ifAny(" Off the heat, stir in the ", someOf(vanilla), " and a pinch of salt."))
		fold := d.foldIns()
		d.step(2, "Tip in the %s and fold with the spatula until every piece is coated.%s", cereal.name(), ifAny(" Let it cool a minute, then fold in the ", fold, ""))
		d.step(2, "Scrape into the tin and press it level with a buttered spatula or a sheet of parchment, gently: packed hard, the bars turn tough.")
		d.step(30, "Leave to set at room temperature for 30 minutes to an hour, then cut into %d squares.", pieces)
		d.mentionLeftovers()
		return
	}
	if choc == nil && syrup == nil {
		return
	}
	d.size(butter, 6)
	melt := someOf(choc, butter, syrup)
	if choc == nil {
		d.size(butter, 8)
		d.size(syrup, 12)
	} else {
		d.size(choc, 16)
		d.size(syrup, 7)
	}
	for _, p := range melt {
		p.prep = ""
	}
	if choc != nil {
		choc.prep = "broken into pieces"
	}
	d.equipment = append(d.equipment, "paper cupcake cases", "muffin tin or tray")
	d.step(2, "Set out %d paper cases in a muffin tin or on a tray.", pieces)
	d.step(5, "Melt the %s together in the large saucepan over the lowest heat (or in a bowl over barely simmering water), stirring, until smooth; do not let it boil.%s",
		partNames(melt), ifAny(" Stir in the ", someOf(vanilla), "."))
	d.step(2, "Take off the heat, tip in the %s and fold gently with the spatula until every flake is coated, trying not to crush them.", cereal.name())
	set := "Chill until set, about 1 hour"
	if choc == nil {
		set = "Leave to set at room temperature, about 1 hour"
	}
	d.step(60, "%s", fmt.Sprintf("Spoon into the cases, piling it up. %s.", set))
	d.mentionLeftovers()
}
